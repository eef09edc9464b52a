// @vitest-environment node
import { describe, expect, it } from "vitest";
import { SINGLE_SAMPLE_DEFAULTS } from "../constants";
import { buildSampleRequest } from "../testing/factories";
import { messagesFor, parseOrThrow, without } from "../testing/schema-assertions";
import {
  SAMPLE_REQUEST_DEFAULTS,
  SAMPLE_WIZARD_STEP_FIELDS,
  sampleRequestSchema,
} from "./sample-request";

describe("sampleRequestSchema", () => {
  it("accepts a valid request; variety is optional", () => {
    const data = parseOrThrow(sampleRequestSchema, buildSampleRequest({ coffeeVariety: "" }));
    expect(data.coffeeVariety).toBeNull();
    expect(data.sampleSize).toBe("250g");
  });

  it("accepts the single-offer defaults (Commercial with Grade 1)", () => {
    expect(
      messagesFor(sampleRequestSchema, buildSampleRequest({ ...SINGLE_SAMPLE_DEFAULTS })),
    ).toEqual([]);
  });

  it.each([
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
  ] as const)("%s missing or blank -> %s", (field, message) => {
    expect(messagesFor(sampleRequestSchema, without(buildSampleRequest(), field), field)).toEqual([
      message,
    ]);
    expect(messagesFor(sampleRequestSchema, buildSampleRequest({ [field]: " " }), field)).toEqual([
      message,
    ]);
  });

  it.each([
    ["companyName", 255],
    ["contactName", 255],
    ["role", 100],
    ["addressLine1", 255],
    ["addressLine2", 255],
    ["city", 100],
    ["stateProvince", 100],
    ["postalCode", 20],
    ["country", 100],
    ["coffeeRegion", 100],
    ["coffeeVariety", 100],
    ["coffeeProcessing", 100],
    ["coffeeGrade", 50],
    ["notes", 2000],
  ] as const)("%s allows %i characters, not one more", (field, max) => {
    expect(
      messagesFor(sampleRequestSchema, buildSampleRequest({ [field]: "a".repeat(max) })),
    ).toEqual([]);
    expect(
      messagesFor(sampleRequestSchema, buildSampleRequest({ [field]: "a".repeat(max + 1) }), field),
    ).toEqual([expect.stringMatching(new RegExp(`must be at most ${max} characters$`))]);
  });

  it("uses the sample variant of the phone message", () => {
    expect(
      messagesFor(sampleRequestSchema, buildSampleRequest({ phone: "+1 555" }), "phone"),
    ).toEqual(["Please enter a valid phone number (e.g., +1 555 123 4567) or (555) 123-4567"]);
    expect(
      messagesFor(sampleRequestSchema, buildSampleRequest({ phone: "(555) 123-4567" })),
    ).toEqual([]);
  });

  it("takes only the listed categories and sizes", () => {
    expect(
      messagesFor(
        sampleRequestSchema,
        buildSampleRequest({ coffeeCategory: "Specialty" }),
        "coffeeCategory",
      ),
    ).toEqual(["Please choose Specialty or Commercial"]);
    expect(
      messagesFor(sampleRequestSchema, buildSampleRequest({ sampleSize: "1kg" }), "sampleSize"),
    ).toEqual(["Please choose 100g, 200g, 250g or 500g"]);
    for (const sampleSize of ["100g", "200g", "250g", "500g"]) {
      expect(messagesFor(sampleRequestSchema, buildSampleRequest({ sampleSize }))).toEqual([]);
    }
  });

  describe("the phone of a sample that ships abroad (issue 49)", () => {
    const PHONE = "Please enter a valid phone number (e.g., +1 555 123 4567) or (555) 123-4567";

    it.each(["Sweden", "Kenya", "United States"])("is required for %s", (country) => {
      for (const phone of ["", " ", null, undefined])
        expect(
          messagesFor(sampleRequestSchema, buildSampleRequest({ country, phone }), "phone"),
        ).toEqual([PHONE]);
    });

    it.each(["Ethiopia", " ethiopia ", "ET", "Federal Democratic Republic of Ethiopia"])(
      "stays optional for a sample that stays in Ethiopia (%s)",
      (country) => {
        expect(
          messagesFor(sampleRequestSchema, buildSampleRequest({ country, phone: "" })),
        ).toEqual([]);
      },
    );

    it("is said with the other mistakes, once, and not over a bad phone or a missing country", () => {
      expect(
        messagesFor(sampleRequestSchema, buildSampleRequest({ phone: "", city: "" }), "phone"),
      ).toEqual([PHONE]);
      expect(
        messagesFor(sampleRequestSchema, buildSampleRequest({ phone: "12" }), "phone"),
      ).toEqual([PHONE]);
      expect(
        messagesFor(sampleRequestSchema, buildSampleRequest({ phone: "", country: "" }), "phone"),
      ).toEqual([]);
    });
  });

  it("fails every step-1, 3 and 4 field on the empty form, and nothing optional", () => {
    const failing = new Set(
      (sampleRequestSchema.safeParse(SAMPLE_REQUEST_DEFAULTS).error?.issues ?? []).map((issue) =>
        String(issue.path[0]),
      ),
    );
    const stepFields = [
      ...SAMPLE_WIZARD_STEP_FIELDS[1],
      ...SAMPLE_WIZARD_STEP_FIELDS[3],
      ...SAMPLE_WIZARD_STEP_FIELDS[4],
    ];
    for (const field of stepFields) expect(failing).toContain(field);
    expect(failing).not.toContain("coffeeVariety");
    expect(failing).not.toContain("sampleSize");
  });
});
