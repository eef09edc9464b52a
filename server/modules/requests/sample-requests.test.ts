import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { buildSampleRequest } from "../../../common/testing/factories";
import { offers, sampleRequests } from "../../db/schema";
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
let noSampleOfferId: number;
let sampleOfferId: number;
beforeAll(async () => {
  // Many submissions from one address: the form tier is tested on its own in rate-limit.test.ts.
  t = await createTestApp({ seed: true, env: { RATE_LIMIT_FORM_MAX: "1000" } });
  const all = await t.database.db.select().from(offers);
  noSampleOfferId = all.find((o) => !o.sampleAvailable)!.id;
  sampleOfferId = all.find((o) => o.sampleAvailable)!.id;
});
afterAll(() => t.close());

const URL = "/api/sample-requests";
const submit = (payload: object) => post(t, URL, payload);
const stored = () => rowCount(t, sampleRequests);
const SAMPLE_PHONE_MESSAGE =
  "Please enter a valid phone number (e.g., +1 555 123 4567) or (555) 123-4567";

describe("POST /api/sample-requests", () => {
  it("stores the request as pending and answers 201 with every stored field", async () => {
    const response = await submit(
      buildSampleRequest({ addressLine2: "Floor 2", notes: "Roast profile light." }),
    );
    expect(response.statusCode).toBe(201);
    const { sampleRequest } = response.json();
    expect(sampleRequest).toEqual({
      id: expect.stringMatching(referencePattern("S")),
      companyName: "Nordic Roasters AB",
      contactName: "Erik Lund",
      email: "erik@nordicroasters.example",
      phone: "(555) 123-4567",
      role: "Head roaster",
      addressLine1: "Kungsgatan 5",
      addressLine2: "Floor 2",
      city: "Stockholm",
      stateProvince: null,
      postalCode: "111 43",
      country: "Sweden",
      coffeeCategory: "Speciality",
      coffeeRegion: "Guji",
      coffeeVariety: "Hambela",
      coffeeProcessing: "Natural",
      coffeeGrade: "Grade 1",
      sampleSize: "250g",
      notes: "Roast profile light.",
      offerId: null,
      status: "pending",
      createdAt: expect.any(String),
    });
    const [row] = await t.database.db
      .select()
      .from(sampleRequests)
      .where(eq(sampleRequests.reference, sampleRequest.id));
    expect(row).toMatchObject({
      companyName: "Nordic Roasters AB",
      coffeeVariety: "Hambela",
      status: "pending",
    });
  });

  it("takes the single-offer form's request for an offer that has samples, with no variety", async () => {
    const response = await submit(
      buildSampleRequest({
        offerId: sampleOfferId,
        coffeeVariety: "",
        coffeeCategory: "Commercial",
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().sampleRequest).toMatchObject({
      offerId: sampleOfferId,
      coffeeVariety: null,
      coffeeCategory: "Commercial",
    });
  });

  it("ignores a status sent by the client", async () => {
    const response = await submit({ ...buildSampleRequest(), status: "completed" });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(sampleRequests)
      .where(eq(sampleRequests.reference, response.json().sampleRequest.id));
    expect(row!.status).toBe("pending");
  });

  const required: [field: string, message: string][] = [
    ["companyName", "Company name is required"],
    ["contactName", "Contact name is required"],
    ["email", "Please enter a valid email address"],
    ["role", "Job title/role is required"],
    ["addressLine1", "Address line 1 is required"],
    ["city", "City is required"],
    ["postalCode", "Postal code is required"],
    ["country", "Country is required"],
    ["coffeeCategory", "Coffee category is required"],
    ["coffeeRegion", "Region is required"],
    ["coffeeProcessing", "Processing method is required"],
    ["coffeeGrade", "Grade is required"],
    ["sampleSize", "Sample size is required"],
  ];

  it.each(required)(
    "refuses a request without %s (%s) and stores nothing",
    async (field, message) => {
      const before = await stored();
      const missing: Record<string, unknown> = { ...buildSampleRequest() };
      delete missing[field];
      expectValidationError(await submit(missing), message, field);
      expectValidationError(await submit({ ...buildSampleRequest(), [field]: "" }), message, field);
      expect(await stored()).toBe(before);
    },
  );

  const limits: [field: string, label: string, max: number, kind?: "email" | "phone"][] = [
    ["companyName", "Company name", 255],
    ["contactName", "Contact name", 255],
    ["email", "Email", 255, "email"],
    ["phone", "Phone number", 50, "phone"],
    ["role", "Job title/role", 100],
    ["addressLine1", "Address line 1", 255],
    ["addressLine2", "Address line 2", 255],
    ["city", "City", 100],
    ["stateProvince", "State/province", 100],
    ["postalCode", "Postal code", 20],
    ["country", "Country", 100],
    ["coffeeRegion", "Region", 100],
    ["coffeeVariety", "Variety", 100],
    ["coffeeProcessing", "Processing method", 100],
    ["coffeeGrade", "Grade", 50],
    ["notes", "Notes", 2000],
  ];

  it.each(limits)(
    "refuses %s longer than its column and stores nothing",
    async (field, label, max, kind) => {
      expect([max, undefined]).toContain(columnLength(sampleRequests, field));
      const before = await stored();
      expectValidationError(
        await submit(buildSampleRequest({ [field]: textOfLength(max + 1, kind) })),
        `${label} must be at most ${max} characters`,
        field,
      );
      expect(await stored()).toBe(before);
    },
  );

  it("stores a request with every field at its longest", async () => {
    const longest = Object.fromEntries(
      limits.map(([field, , max, kind]) => [field, textOfLength(max, kind)]),
    );
    const response = await submit(buildSampleRequest(longest));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().sampleRequest.coffeeVariety).toHaveLength(100);
  });

  it("refuses an unknown category or sample size", async () => {
    expectValidationError(
      await submit(buildSampleRequest({ coffeeCategory: "Specialty" })),
      "Please choose Specialty or Commercial",
      "coffeeCategory",
    );
    expectValidationError(
      await submit(buildSampleRequest({ sampleSize: "1kg" })),
      "Please choose 100g, 200g, 250g or 500g",
      "sampleSize",
    );
  });

  it("refuses a sample abroad without a phone (couriers need it), on the phone field, storing nothing", async () => {
    const before = await stored();
    for (const phone of ["", "   ", null, undefined])
      expectValidationError(
        await submit(buildSampleRequest({ country: "Sweden", phone })),
        SAMPLE_PHONE_MESSAGE,
        "phone",
      );
    expect(await stored()).toBe(before);
  });

  it("files a sample that stays in Ethiopia without a phone", async () => {
    const response = await submit(buildSampleRequest({ country: "Ethiopia", phone: "" }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().sampleRequest).toMatchObject({ country: "Ethiopia", phone: null });
  });

  it("refuses a bad email and a bad phone with the sample form's messages", async () => {
    expectValidationError(
      await submit(buildSampleRequest({ email: "erik@@nordic" })),
      "Please enter a valid email address",
      "email",
    );
    expectValidationError(
      await submit(buildSampleRequest({ phone: "555-12" })),
      SAMPLE_PHONE_MESSAGE,
      "phone",
    );
  });

  it("refuses an offer that no longer exists", async () => {
    const before = await stored();
    expectValidationError(
      await submit(buildSampleRequest({ offerId: 424_242 })),
      "The selected coffee offer no longer exists.",
    );
    expect(await stored()).toBe(before);
  });

  it("refuses a sample of an offer without samples with 409 and stores nothing", async () => {
    const before = await stored();
    const response = await submit(buildSampleRequest({ offerId: noSampleOfferId }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: "DUPLICATE_RESOURCE",
      message: "Samples are not available for this coffee.",
    });
    expect(await stored()).toBe(before);
  });

  it("refuses a filled honeypot with a generic 400 and stores nothing", async () => {
    const before = await stored();
    expectValidationError(
      await submit({ ...buildSampleRequest(), website: "x" }),
      "Please check your input and try again.",
    );
    expect(await stored()).toBe(before);
  });

  it("queues a notification to the sales team listing the request", async () => {
    const response = await submit(buildSampleRequest({ companyName: "Nordic\nRoasters" }));
    const { sampleRequest } = response.json();
    const mail = await latestOutboxRow(t, (row) =>
      row.body.includes(`(reference ${sampleRequest.id})`),
    );
    expect(mail).toMatchObject({
      recipient: "sales@abyssinia-coffee.example",
      replyTo: "erik@nordicroasters.example",
    });
    expect(mail.subject).toBe(
      `Sample request ${sampleRequest.id}: 250g of Guji Hambela for Nordic Roasters`,
    );
    for (const line of [
      "Contact name: Erik Lund",
      "Job title/role: Head roaster",
      "Phone: (555) 123-4567",
      "Address line 1: Kungsgatan 5",
      "Postal code: 111 43",
      "Country: Sweden",
      "Category: Specialty",
      "Region: Guji",
      "Variety: Hambela",
      "Processing method: Natural",
      "Grade: Grade 1",
      "Sample size: 250g",
      "Notes: (not given)",
      "Status: pending",
    ]) {
      expect(mail.body).toContain(line);
    }
  });
});
