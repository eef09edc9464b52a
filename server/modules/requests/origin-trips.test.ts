import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { buildOriginTrip } from "../../../common/testing/factories";
import { originTripRequests } from "../../db/schema";
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
beforeAll(async () => {
  // Many submissions from one address: the form tier is tested on its own in rate-limit.test.ts.
  t = await createTestApp({ seed: true, env: { RATE_LIMIT_FORM_MAX: "1000" } });
});
afterAll(() => t.close());

const URL = "/api/origin-trips";
const submit = (payload: object) => post(t, URL, payload);
const stored = () => rowCount(t, originTripRequests);

describe("POST /api/origin-trips", () => {
  it("stores the request as pending and answers 201 with every stored field", async () => {
    const response = await submit(
      buildOriginTrip({
        city: "Osaka",
        country: "Japan",
        preferredDates: "First week of December",
        specialRequests: "Vegetarian meals",
      }),
    );
    expect(response.statusCode).toBe(201);
    const { originTripRequest } = response.json();
    expect(originTripRequest).toEqual({
      id: expect.stringMatching(referencePattern("T")),
      fullName: "Kenji Sato",
      email: "kenji@kissaten.example",
      company: "Kissaten Sato",
      phone: null,
      role: "Owner",
      addressLine1: null,
      addressLine2: null,
      city: "Osaka",
      stateProvince: null,
      postalCode: null,
      country: "Japan",
      selectedExperiences: ["harvest-tour", "quality-lab"],
      groupSize: 2,
      experience: "roaster",
      preferredDates: "First week of December",
      specialRequests: "Vegetarian meals",
      status: "pending",
      submittedAt: expect.any(String),
    });
    const [row] = await t.database.db
      .select()
      .from(originTripRequests)
      .where(eq(originTripRequests.reference, originTripRequest.id));
    expect(row).toMatchObject({
      fullName: "Kenji Sato",
      selectedExperiences: ["harvest-tour", "quality-lab"],
      status: "pending",
    });
  });

  it("defaults the group size to 1 and counts a repeated experience once", async () => {
    const response = await submit(
      buildOriginTrip({
        groupSize: undefined,
        selectedExperiences: ["direct-trade", "direct-trade"],
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().originTripRequest).toMatchObject({
      groupSize: 1,
      selectedExperiences: ["direct-trade"],
    });
  });

  it("ignores a status sent by the client", async () => {
    const response = await submit({ ...buildOriginTrip(), status: "cancelled" });
    const [row] = await t.database.db
      .select()
      .from(originTripRequests)
      .where(eq(originTripRequests.reference, response.json().originTripRequest.id));
    expect(row!.status).toBe("pending");
  });

  const required: [field: string, message: string][] = [
    ["fullName", "Full name is required"],
    ["email", "Please enter a valid email address"],
    ["role", "Job title/role is required"],
    ["selectedExperiences", "Please select at least one experience"],
  ];

  it.each(required)(
    "refuses a request without %s (%s) and stores nothing",
    async (field, message) => {
      const before = await stored();
      const missing: Record<string, unknown> = { ...buildOriginTrip() };
      delete missing[field];
      expectValidationError(await submit(missing), message, field);
      expect(await stored()).toBe(before);
    },
  );

  it("refuses an empty or unknown experience list", async () => {
    expectValidationError(
      await submit(buildOriginTrip({ selectedExperiences: [] })),
      "Please select at least one experience",
      "selectedExperiences",
    );
    expectValidationError(
      await submit({ ...buildOriginTrip(), selectedExperiences: ["safari"] }),
      "Please choose from the listed experiences",
      "selectedExperiences.0",
    );
  });

  it("refuses a group size of 0 or 13 and takes 1 and 12", async () => {
    const before = await stored();
    expectValidationError(
      await submit(buildOriginTrip({ groupSize: 0 })),
      "Group size must be at least 1",
      "groupSize",
    );
    expectValidationError(
      await submit(buildOriginTrip({ groupSize: 13 })),
      "Group size must be at most 12",
      "groupSize",
    );
    expectValidationError(
      await submit(buildOriginTrip({ groupSize: 2.5 })),
      "Group size must be a whole number",
      "groupSize",
    );
    expect(await stored()).toBe(before);
    expect((await submit(buildOriginTrip({ groupSize: 1 }))).statusCode).toBe(201);
    expect((await submit(buildOriginTrip({ groupSize: "12" }))).statusCode).toBe(201);
  });

  const limits: [field: string, label: string, max: number, kind?: "email" | "phone"][] = [
    ["fullName", "Full name", 255],
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
    ["preferredDates", "Preferred dates", 255],
    ["specialRequests", "Special requests", 2000],
  ];

  it.each(limits)(
    "refuses %s longer than its column and stores nothing",
    async (field, label, max, kind) => {
      expect([max, undefined]).toContain(columnLength(originTripRequests, field));
      const before = await stored();
      expectValidationError(
        await submit(buildOriginTrip({ [field]: textOfLength(max + 1, kind) })),
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
    const response = await submit(buildOriginTrip(longest));
    expect(response.statusCode, response.body).toBe(201);
  });

  it("refuses a bad email, phone or experience level", async () => {
    expectValidationError(
      await submit(buildOriginTrip({ email: "kenji.example" })),
      "Please enter a valid email address",
      "email",
    );
    expectValidationError(
      await submit(buildOriginTrip({ phone: "0" })),
      "Please enter a valid phone number (e.g., +1 555 123 4567)",
      "phone",
    );
    expectValidationError(
      await submit(buildOriginTrip({ experience: "guru" })),
      "Please choose beginner, intermediate, expert or roaster",
      "experience",
    );
  });

  it("refuses a filled honeypot with a generic 400 and stores nothing", async () => {
    const before = await stored();
    expectValidationError(
      await submit({ ...buildOriginTrip(), website: "buy now" }),
      "Please check your input and try again.",
    );
    expect(await stored()).toBe(before);
  });

  it("queues a notification to the sales team listing the request", async () => {
    const response = await submit(
      buildOriginTrip({ specialRequests: "Two vegetarians\nOne early flight" }),
    );
    const { originTripRequest } = response.json();
    const mail = await latestOutboxRow(t, (row) =>
      row.body.includes(`(reference ${originTripRequest.id})`),
    );
    expect(mail).toMatchObject({
      recipient: "sales@abyssinia-coffee.example",
      replyTo: "kenji@kissaten.example",
    });
    expect(mail.subject).toBe(
      `Origin trip request ${originTripRequest.id}: Kenji Sato, group of 2`,
    );
    for (const line of [
      "Full name: Kenji Sato",
      "Email: kenji@kissaten.example",
      "Phone: (not given)",
      "Company: Kissaten Sato",
      "Job title/role: Owner",
      "Experiences: Harvest Tour, Quality Lab",
      "Group size: 2",
      "Experience level: Roaster",
      "Special requests:\n  Two vegetarians\n  One early flight",
      "Status: pending",
    ]) {
      expect(mail.body).toContain(line);
    }
  });
});
