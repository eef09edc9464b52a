import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { lotQuoteGrade } from "../../../common/lot-quote";
import type { QuoteRequestInput } from "../../../common/schemas/quote-request";
import { buildQuoteRequest } from "../../../common/testing/factories";
import type { LightMyRequestResponse } from "fastify";
import { offers, outbox, quoteRequests } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import {
  columnLength,
  expectValidationError,
  latestOutboxRow,
  post,
  rowCount,
  textOfLength,
} from "./test-kit";
import { referencePattern } from "./reference";

let t: TestApp;
let soldOutOfferId: number;
let inStock: typeof offers.$inferSelect;
let inStockOfferId: number;
beforeAll(async () => {
  // Many submissions from one address: the form tier is tested on its own in rate-limit.test.ts.
  t = await createTestApp({ seed: true, env: { RATE_LIMIT_FORM_MAX: "1000" } });
  const all = await t.database.db.select().from(offers);
  soldOutOfferId = all.find((o) => o.availability === "sold-out")!.id;
  inStock = all.find((o) => o.availability === "in-stock" && o.bagsRemaining !== null)!;
  inStockOfferId = inStock.id;
});

/** A quote for the in-stock lot as its dialog fills it: its name, grade and processing. */
const quoteForLot = (overrides: Partial<QuoteRequestInput> = {}) =>
  buildQuoteRequest({
    coffeeName: inStock.name,
    region: `${inStock.region}, Ethiopia`,
    grade: lotQuoteGrade(inStock)!,
    processing: inStock.processing,
    offerId: inStockOfferId,
    ...overrides,
  });
afterAll(() => t.close());

const URL = "/api/quote-requests";
const submit = (payload: object) => post(t, URL, payload);
const stored = () => rowCount(t, quoteRequests);

describe("POST /api/quote-requests", () => {
  it("stores the request as pending and answers 201 with every stored field", async () => {
    const response = await submit(
      buildQuoteRequest({ notes: "  Ship via Djibouti.  ", stateProvince: "" }),
    );
    expect(response.statusCode).toBe(201);
    const { quoteRequest } = response.json();
    expect(quoteRequest).toEqual({
      id: expect.stringMatching(referencePattern("Q")),
      firstName: "Maria",
      lastName: "Rossi",
      email: "maria@torrefazione.example",
      phone: "+39 055 123 4567",
      company: "Torrefazione Rossi",
      role: "Green coffee buyer",
      addressLine1: "Via Roma 1",
      addressLine2: null,
      city: "Florence",
      stateProvince: null,
      postalCode: "50123",
      country: "Italy",
      coffeeName: "Yirgacheffe Chelchele G1",
      region: "Yirgacheffe, Ethiopia",
      grade: "Grade 1",
      processing: "Washed",
      quantity: 10,
      quantityUnit: "bags",
      notes: "Ship via Djibouti.",
      offerId: null,
      status: "pending",
      createdAt: expect.any(String),
    });
    expect(new Date(quoteRequest.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await t.database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.reference, quoteRequest.id));
    expect(row).toMatchObject({
      firstName: "Maria",
      quantity: 10,
      status: "pending",
      notes: "Ship via Djibouti.",
    });
  });

  it("accepts form strings for the quantity and an offer that can still be quoted", async () => {
    const response = await submit(quoteForLot({ quantity: "3", offerId: String(inStockOfferId) }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().quoteRequest).toMatchObject({
      quantity: 3,
      quantityUnit: "bags",
      offerId: inStockOfferId,
    });
  });

  it("takes every bag that remains of a lot, and a quote of no lot in the spec's free choices", async () => {
    const all = await submit(quoteForLot({ quantity: inStock.bagsRemaining! }));
    expect(all.statusCode, all.body).toBe(201);
    const free = await submit(
      buildQuoteRequest({
        grade: "Grade 4",
        processing: "Honey",
        quantity: 40,
        quantityUnit: "containers",
      }),
    );
    expect(free.statusCode, free.body).toBe(201);
  });

  it("refuses a quote for more bags than remain of its lot, or of another grade or processing", async () => {
    const before = await stored();
    const mailsBefore = await rowCount(t, outbox);
    const remaining = inStock.bagsRemaining!;
    const over = await submit(quoteForLot({ quantity: remaining + 1 }));
    expectValidationError(
      over,
      `${remaining + 1} bags is more than the ${remaining} bags remaining of this lot`,
      "quantity",
    );
    expectValidationError(
      await submit(quoteForLot({ quantity: 1, quantityUnit: "containers" })),
      `1 container (320 bags) is more than the ${remaining} bags remaining of this lot`,
      "quantity",
    );
    const otherGrade = inStock.grade === "Grade 1" ? "Grade 2" : "Grade 1";
    const lotGrade = lotQuoteGrade(inStock)!;
    const wrong = await submit(quoteForLot({ grade: otherGrade, processing: "Honey" }));
    expectValidationError(wrong, `This lot is ${lotGrade}: its quote cannot be for ${otherGrade}`);
    expect(wrong.json().error.details.fields).toEqual([
      { field: "grade", message: `This lot is ${lotGrade}: its quote cannot be for ${otherGrade}` },
      {
        field: "processing",
        message: `This lot is ${inStock.processing}: its quote cannot be for Honey`,
      },
    ]);
    expect(await stored()).toBe(before);
    expect(await rowCount(t, outbox)).toBe(mailsBefore);
  });

  it("ignores a status, id or date sent by the client", async () => {
    const response = await submit({
      ...buildQuoteRequest(),
      status: "completed",
      id: 999_999,
      createdAt: "2001-01-01T00:00:00Z",
    });
    expect(response.statusCode).toBe(201);
    const { quoteRequest } = response.json();
    expect(quoteRequest.status).toBe("pending");
    expect(quoteRequest.id).not.toBe(999_999);
    expect(quoteRequest.createdAt.startsWith("2001")).toBe(false);
    const [row] = await t.database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.reference, quoteRequest.id));
    expect(row!.status).toBe("pending");
  });

  const required: [field: string, message: string][] = [
    ["firstName", "First name is required"],
    ["lastName", "Last name is required"],
    ["email", "Please enter a valid email address"],
    ["company", "Company is required"],
    ["role", "Job title/role is required"],
    ["addressLine1", "Address line 1 is required"],
    ["city", "City is required"],
    ["postalCode", "Postal code is required"],
    ["country", "Country is required"],
    ["coffeeName", "Coffee name is required"],
    ["region", "Region is required"],
    ["grade", "Grade is required"],
    ["processing", "Processing is required"],
    ["quantity", "Quantity is required"],
    ["quantityUnit", "Quantity unit is required"],
  ];

  it.each(required)(
    "refuses a request without %s (%s) and stores nothing",
    async (field, message) => {
      const before = await stored();
      const missing: Record<string, unknown> = { ...buildQuoteRequest() };
      delete missing[field];
      expectValidationError(await submit(missing), message, field);
      expectValidationError(
        await submit({ ...buildQuoteRequest(), [field]: "   " }),
        message,
        field,
      );
      expect(await stored()).toBe(before);
    },
  );

  it("treats phone, address line 2, state/province and notes as optional", async () => {
    const response = await submit(
      buildQuoteRequest({
        phone: undefined,
        addressLine2: undefined,
        stateProvince: undefined,
        notes: undefined,
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().quoteRequest).toMatchObject({
      phone: null,
      addressLine2: null,
      stateProvince: null,
      notes: null,
    });
    // The next request stores its own values, not the last one's (the statement is compiled once).
    const full = await submit(
      buildQuoteRequest({ addressLine2: "Suite 4", notes: "Ship in May." }),
    );
    const [row] = await t.database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.reference, full.json().quoteRequest.id));
    expect(row).toMatchObject({
      phone: "+39 055 123 4567",
      addressLine2: "Suite 4",
      city: "Florence",
      notes: "Ship in May.",
    });
  });

  // Limits follow the database columns (spec section 3); notes is a text column with a form limit.
  const limits: [field: string, label: string, max: number, kind?: "email" | "phone"][] = [
    ["firstName", "First name", 100],
    ["lastName", "Last name", 100],
    ["email", "Email", 255, "email"],
    ["phone", "Phone number", 50, "phone"],
    ["company", "Company", 255],
    ["role", "Job title/role", 100],
    ["addressLine1", "Address line 1", 255],
    ["addressLine2", "Address line 2", 255],
    ["city", "City", 100],
    ["stateProvince", "State/province", 100],
    ["postalCode", "Postal code", 20],
    ["country", "Country", 100],
    ["coffeeName", "Coffee name", 255],
    ["region", "Region", 100],
    ["grade", "Grade", 50],
    ["processing", "Processing", 100],
    ["notes", "Notes", 2000],
  ];

  it.each(limits)(
    "refuses %s longer than its column and stores nothing",
    async (field, label, max, kind) => {
      expect([max, undefined]).toContain(columnLength(quoteRequests, field));
      const before = await stored();
      const response = await submit(buildQuoteRequest({ [field]: textOfLength(max + 1, kind) }));
      expectValidationError(response, `${label} must be at most ${max} characters`, field);
      expect(await stored()).toBe(before);
    },
  );

  it("stores a request with every field at its longest", async () => {
    const longest = Object.fromEntries(
      limits.map(([field, , max, kind]) => [field, textOfLength(max, kind)]),
    );
    const response = await submit(buildQuoteRequest(longest));
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.reference, response.json().quoteRequest.id));
    expect(row!.notes).toHaveLength(2000);
    expect(row!.email).toHaveLength(255);
    // The notification still fits the outbox: its subject is cut to a readable length.
    const mail = await latestOutboxRow(t, (r) => r.body.includes(`(reference ${row!.reference})`));
    expect(mail.subject).toHaveLength(200);
    expect(mail.subject.endsWith("…")).toBe(true);
    expect(mail.body).toContain(`Coffee name: ${"x".repeat(255)}`);
  });

  it("refuses a bad email and a bad phone with the spec's messages", async () => {
    for (const email of ["maria", "maria@", "maria@example", "ma ria@example.com"]) {
      expectValidationError(
        await submit(buildQuoteRequest({ email })),
        "Please enter a valid email address",
        "email",
      );
    }
    for (const phone of ["12", "call me", "+1 555 123 4567 ext 9"]) {
      expectValidationError(
        await submit(buildQuoteRequest({ phone })),
        "Please enter a valid phone number (e.g., +1 555 123 4567)",
        "phone",
      );
    }
  });

  it("refuses a quantity of 0, a fraction or a non-number", async () => {
    const before = await stored();
    expectValidationError(
      await submit(buildQuoteRequest({ quantity: 0 })),
      "Quantity must be at least 1",
      "quantity",
    );
    expectValidationError(
      await submit(buildQuoteRequest({ quantity: -4 })),
      "Quantity must be at least 1",
      "quantity",
    );
    expectValidationError(
      await submit(buildQuoteRequest({ quantity: 1.5 })),
      "Quantity must be a whole number",
      "quantity",
    );
    expectValidationError(
      await submit(buildQuoteRequest({ quantity: "ten" })),
      "Quantity must be a number",
      "quantity",
    );
    expectValidationError(
      await submit(buildQuoteRequest({ quantityUnit: "tonnes" })),
      "Please choose bags or containers",
      "quantityUnit",
    );
    expect(await stored()).toBe(before);
  });

  it("refuses text the database cannot store with a 400, not a 500", async () => {
    expectValidationError(
      await submit(buildQuoteRequest({ company: "Rossi\u0000" })),
      "Company contains an invalid character",
      "company",
    );
    expectValidationError(
      await submit(buildQuoteRequest({ offerId: 3_000_000_000 })),
      "Offer reference is out of range",
      "offerId",
    );
  });

  it("refuses a quote for an offer that no longer exists", async () => {
    const before = await stored();
    const response = await submit(buildQuoteRequest({ offerId: 987_654 }));
    expectValidationError(response, "The selected coffee offer no longer exists.");
    expect(await stored()).toBe(before);
  });

  it("refuses a quote for a sold-out offer with 409 and stores nothing", async () => {
    const before = await stored();
    const mailsBefore = await rowCount(t, outbox);
    const response = await submit(buildQuoteRequest({ offerId: soldOutOfferId }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: "DUPLICATE_RESOURCE",
      message: "This coffee is sold out and can no longer be quoted.",
    });
    expect(await stored()).toBe(before);
    // Neither mail is queued for a request that was not filed.
    expect(await rowCount(t, outbox)).toBe(mailsBefore);
  });

  // Two sessions on one database: PGlite has one connection.
  it.runIf(process.env.TEST_DATABASE_URL)(
    "waits for a sell-out the admin is saving, then refuses the quote and queues no mail",
    async () => {
      const before = await stored();
      const mailsBefore = await rowCount(t, outbox);
      let answer: Promise<LightMyRequestResponse> | undefined;
      try {
        await t.database.db.transaction(async (tx) => {
          await tx
            .update(offers)
            .set({ availability: "sold-out" })
            .where(eq(offers.id, inStockOfferId));
          answer = submit(quoteForLot());
          const early = await Promise.race([
            answer.then(() => "answered"),
            new Promise((done) => setTimeout(() => done("waiting"), 300)),
          ]);
          // The quote holds on the offer row until the admin's change commits.
          expect(early).toBe("waiting");
        });
        const response = await answer!;
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json().error.message).toBe(
          "This coffee is sold out and can no longer be quoted.",
        );
        expect(await stored()).toBe(before);
        expect(await rowCount(t, outbox)).toBe(mailsBefore);
      } finally {
        await t.database.db
          .update(offers)
          .set({ availability: "in-stock" })
          .where(eq(offers.id, inStockOfferId));
      }
    },
  );

  it("refuses a filled honeypot with a generic 400 and stores nothing", async () => {
    const before = await stored();
    const response = await submit({ ...buildQuoteRequest(), website: "http://spam.example" });
    expectValidationError(response, "Please check your input and try again.");
    expect(response.json().error.details).toEqual({ fields: [] });
    expect(await stored()).toBe(before);
    expect((await submit({ ...buildQuoteRequest(), website: "  " })).statusCode).toBe(201);
  });

  it("queues a notification to the sales team listing the request, with the visitor as reply-to", async () => {
    const response = await submit(
      buildQuoteRequest({
        coffeeName: "Guji\r\nBcc: victim@example.com",
        notes: "Line one\nLine two",
      }),
    );
    expect(response.statusCode).toBe(201);
    const { quoteRequest } = response.json();
    const mail = await latestOutboxRow(t, (row) =>
      row.body.includes(`(reference ${quoteRequest.id})`),
    );
    expect(mail).toMatchObject({
      recipient: "sales@abyssinia-coffee.example",
      replyTo: "maria@torrefazione.example",
      status: "pending",
    });
    expect(mail.subject).toBe(
      `Quote request ${quoteRequest.id}: Guji Bcc: victim@example.com for Torrefazione Rossi`,
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    for (const line of [
      "First name: Maria",
      "Last name: Rossi",
      "Email: maria@torrefazione.example",
      "Phone: +39 055 123 4567",
      "Company: Torrefazione Rossi",
      "Job title/role: Green coffee buyer",
      "Address line 1: Via Roma 1",
      "Address line 2: (not given)",
      "City: Florence",
      "Postal code: 50123",
      "Country: Italy",
      "Region: Yirgacheffe, Ethiopia",
      "Grade: Grade 1",
      "Processing: Washed",
      "Quantity: 10 bags",
      "Notes:\n  Line one\n  Line two",
      "Status: pending",
    ]) {
      expect(mail.body).toContain(line);
    }
  });
});
