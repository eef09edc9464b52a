import { SAMPLE_WIZARD_STEP_FIELDS, type SampleRequestInput } from "~common/schemas/sample-request";

export const WIZARD_STEPS = [
  { number: 1, title: "Coffee Selection" },
  { number: 2, title: "Washing & Drying" },
  { number: 3, title: "Contact Information" },
  { number: 4, title: "Address & Sample Details" },
] as const;

export type WizardStep = (typeof WIZARD_STEPS)[number]["number"];
export const LAST_STEP: WizardStep = 4;

// The optional fields a step shows: Next checks their format too, so an invalid phone number is
// reported on the step that holds it and never blocks the final submission out of sight.
const OPTIONAL_STEP_FIELDS: Record<WizardStep, readonly (keyof SampleRequestInput)[]> = {
  1: ["coffeeVariety"],
  2: [],
  3: ["phone"],
  4: ["addressLine2", "stateProvince", "sampleSize", "notes"],
};

/** The fields Next validates on a step: the spec's required ones, then the step's optional ones. */
export function stepFields(step: WizardStep): (keyof SampleRequestInput)[] {
  return [...SAMPLE_WIZARD_STEP_FIELDS[step], ...OPTIONAL_STEP_FIELDS[step]];
}

/** The first step showing one of the given fields (where to send the visitor to fix an error). */
export function stepOfFields(fields: readonly string[]): WizardStep {
  const found = WIZARD_STEPS.find(({ number }) =>
    stepFields(number).some((field) => fields.includes(field)),
  );
  return found?.number ?? 1;
}
