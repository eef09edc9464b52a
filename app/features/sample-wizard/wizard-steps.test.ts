import { describe, expect, it } from "vitest";
import { SAMPLE_REQUEST_DEFAULTS, sampleRequestSchema } from "~common/schemas/sample-request";
import { stepFields, stepOfFields, WIZARD_STEPS } from "./wizard-steps";

describe("sample wizard steps", () => {
  it("checks every field the empty form fails on at the Next of the step that shows it", () => {
    const failing = (
      sampleRequestSchema.safeParse(SAMPLE_REQUEST_DEFAULTS).error?.issues ?? []
    ).map((issue) => String(issue.path[0]));
    expect(failing.length).toBeGreaterThan(0);
    const checked = WIZARD_STEPS.flatMap(({ number }) => stepFields(number));
    for (const field of failing) expect(checked, field).toContain(field);
  });

  it("sends the visitor back to the first step holding a field the submission refused", () => {
    expect(stepOfFields(["coffeeRegion"])).toBe(1);
    expect(stepOfFields(["coffeeVariety"])).toBe(1);
    expect(stepOfFields(["email"])).toBe(3);
    expect(stepOfFields(["phone"])).toBe(3);
    expect(stepOfFields(["postalCode", "email"])).toBe(3);
    expect(stepOfFields(["sampleSize"])).toBe(4);
    expect(stepOfFields(["notes"])).toBe(4);
    // An error on no known field (a server-side refusal) starts again from the beginning.
    expect(stepOfFields(["offerId"])).toBe(1);
  });
});
