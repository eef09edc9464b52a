import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { buildContact } from "../../../common/testing/factories";
import { contacts } from "../../db/schema";
import { referencePattern } from "../requests/reference";
import { createTestApp, type TestApp } from "../../test/test-app";
import {
  columnLength,
  expectValidationError,
  latestOutboxRow,
  post,
  rowCount,
  textOfLength,
} from "../requests/test-kit";

let t: TestApp;
beforeAll(async () => {
  // Many submissions from one address: the form tier is tested in requests/rate-limit.test.ts.
  t = await createTestApp({ env: { RATE_LIMIT_FORM_MAX: "1000" } });
});
afterAll(() => t.close());

const submit = (payload: object) => post(t, "/api/contact", payload);
const stored = () => rowCount(t, contacts);

describe("POST /api/contact", () => {
  it("stores the message and answers 201 { success: true, id } with its random C- reference", async () => {
    const response = await submit(buildContact());
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ success: true, id: expect.stringMatching(referencePattern("C")) });
    const [row] = await t.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.reference, body.id));
    expect(row).toMatchObject({
      name: "Abebe Bekele",
      email: "abebe@roastery.example",
      phone: "+251 911 234 567",
      message: "We would like to buy two containers of washed Yirgacheffe.",
    });
  });

  it("takes a message without a phone", async () => {
    const response = await submit(buildContact({ phone: "" }));
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.reference, response.json().id));
    expect(row!.phone).toBeNull();
  });

  it.each([
    ["name", "Name is required"],
    ["email", "Please enter a valid email address"],
    ["message", "Message must be at least 10 characters"],
  ])("refuses a message without %s (%s) and stores nothing", async (field, message) => {
    const before = await stored();
    const missing: Record<string, unknown> = { ...buildContact() };
    delete missing[field];
    expectValidationError(await submit(missing), message, field);
    expect(await stored()).toBe(before);
  });

  it("refuses a message shorter than 10 characters once trimmed", async () => {
    expectValidationError(
      await submit(buildContact({ message: "   Too short  " })),
      "Message must be at least 10 characters",
      "message",
    );
    expect((await submit(buildContact({ message: "Ten chars!" }))).statusCode).toBe(201);
  });

  it("refuses a bad email or phone with the spec's messages", async () => {
    expectValidationError(
      await submit(buildContact({ email: "abebe at roastery" })),
      "Please enter a valid email address",
      "email",
    );
    expectValidationError(
      await submit(buildContact({ phone: "12345" })),
      "Please enter a valid phone number (e.g., +1 555 123 4567)",
      "phone",
    );
  });

  it.each([
    ["name", "Name", 255, undefined],
    ["email", "Email", 255, "email"],
    ["phone", "Phone number", 50, "phone"],
    ["message", "Message", 5000, undefined],
  ] as const)(
    "refuses %s longer than its limit and stores nothing",
    async (field, label, max, kind) => {
      expect([max, undefined]).toContain(columnLength(contacts, field));
      const before = await stored();
      expectValidationError(
        await submit(buildContact({ [field]: textOfLength(max + 1, kind) })),
        `${label} must be at most ${max} characters`,
        field,
      );
      expect(await stored()).toBe(before);
      expect((await submit(buildContact({ [field]: textOfLength(max, kind) }))).statusCode).toBe(
        201,
      );
    },
  );

  it("refuses a filled honeypot with a generic 400 and stores nothing", async () => {
    const before = await stored();
    expectValidationError(
      await submit({ ...buildContact(), website: "https://cheap-pills.example" }),
      "Please check your input and try again.",
    );
    expect(await stored()).toBe(before);
  });

  it("queues a notification to the sales team with the whole message", async () => {
    const response = await submit(
      buildContact({
        name: "Abebe\r\nBekele",
        message: "Two containers, please.\nWashed Yirgacheffe.",
      }),
    );
    const { id } = response.json();
    const mail = await latestOutboxRow(t, (row) => row.body.includes(`(reference ${id})`));
    expect(mail).toMatchObject({
      recipient: "sales@abyssinia-coffee.example",
      replyTo: "abebe@roastery.example",
      subject: `Contact message ${id} from Abebe Bekele`,
      requestReference: id,
    });
    expect(mail.body).toContain("Email: abebe@roastery.example");
    expect(mail.body).toContain("Phone: +251 911 234 567");
    expect(mail.body).toContain("Message:\n  Two containers, please.\n  Washed Yirgacheffe.");
  });
});
