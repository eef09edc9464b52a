// Sample request wizard and single-offer sample form (spec sections 4 and 5); POST /api/sample-requests.
// Grade is not checked against the category: the single-offer defaults (Commercial, Grade 1) cross them.
import { z } from "../zod";
import { COFFEE_CATEGORY_VALUES, DEFAULT_SAMPLE_SIZE, SAMPLE_SIZES } from "../constants";
import { SAMPLE_PHONE_MESSAGE } from "../phone";
import { shipsAbroad } from "../sample-shipping";
import {
  emailField,
  honeypotField,
  optionalOfferId,
  optionalText,
  phoneField,
  requiredChoice,
  requiredText,
  ROLE_REQUIRED_MESSAGE,
} from "./fields";

export const sampleRequestSchema = z
  .object({
    companyName: requiredText("Company name", 255),
    contactName: requiredText("Contact name", 255),
    email: emailField(),
    phone: phoneField(SAMPLE_PHONE_MESSAGE),
    role: requiredText("Job title/role", 100, ROLE_REQUIRED_MESSAGE),
    addressLine1: requiredText("Address line 1", 255),
    addressLine2: optionalText("Address line 2", 255),
    city: requiredText("City", 100),
    stateProvince: optionalText("State/province", 100),
    postalCode: requiredText("Postal code", 20),
    country: requiredText("Country", 100),
    coffeeCategory: requiredChoice(
      COFFEE_CATEGORY_VALUES,
      "Coffee category is required",
      "Please choose Specialty or Commercial",
    ),
    coffeeRegion: requiredText("Region", 100),
    coffeeVariety: optionalText("Variety", 100),
    coffeeProcessing: requiredText("Processing method", 100),
    coffeeGrade: requiredText("Grade", 50),
    sampleSize: requiredChoice(
      SAMPLE_SIZES,
      "Sample size is required",
      "Please choose 100g, 200g, 250g or 500g",
    ),
    notes: optionalText("Notes", 2000),
    offerId: optionalOfferId(),
    website: honeypotField(),
  })
  // A sample that ships abroad needs the receiver's phone for the courier (issue 49). Checked
  // whenever the phone and the country are themselves fine, so a step of the wizard or a body
  // with other mistakes still hears of it.
  .refine((request) => !shipsAbroad(request.country) || Boolean(request.phone), {
    message: SAMPLE_PHONE_MESSAGE,
    path: ["phone"],
    when: ({ value, issues }) =>
      typeof value === "object" &&
      value !== null &&
      !issues.some((issue) => issue.path?.[0] === "phone" || issue.path?.[0] === "country"),
  });

export type SampleRequestInput = z.input<typeof sampleRequestSchema>;
export type SampleRequestData = z.output<typeof sampleRequestSchema>;
type SampleField = keyof SampleRequestInput;

export const SAMPLE_STEP_ONE_FIELDS = [
  "coffeeCategory",
  "coffeeRegion",
  "coffeeProcessing",
  "coffeeGrade",
] as const satisfies readonly SampleField[];
/** Step 2 (Washing & Drying) is informational. */
export const SAMPLE_STEP_TWO_FIELDS = [] as const satisfies readonly SampleField[];
export const SAMPLE_STEP_THREE_FIELDS = [
  "companyName",
  "contactName",
  "email",
  "role",
] as const satisfies readonly SampleField[];
export const SAMPLE_STEP_FOUR_FIELDS = [
  "addressLine1",
  "city",
  "postalCode",
  "country",
] as const satisfies readonly SampleField[];

/** Fields the wizard's Next validates, by step number (1-4). */
export const SAMPLE_WIZARD_STEP_FIELDS: Readonly<Record<1 | 2 | 3 | 4, readonly SampleField[]>> = {
  1: SAMPLE_STEP_ONE_FIELDS,
  2: SAMPLE_STEP_TWO_FIELDS,
  3: SAMPLE_STEP_THREE_FIELDS,
  4: SAMPLE_STEP_FOUR_FIELDS,
};

export const SAMPLE_REQUEST_DEFAULTS: SampleRequestInput = {
  companyName: "",
  contactName: "",
  email: "",
  phone: "",
  role: "",
  addressLine1: "",
  addressLine2: "",
  city: "",
  stateProvince: "",
  postalCode: "",
  country: "",
  coffeeCategory: "",
  coffeeRegion: "",
  coffeeVariety: "",
  coffeeProcessing: "",
  coffeeGrade: "",
  sampleSize: DEFAULT_SAMPLE_SIZE,
  notes: "",
  website: "",
};
