// Quote request modal (spec sections 4 and 5, "Quote"); POST /api/quote-requests.
import { z } from "../zod";
import { DEFAULT_QUOTE_UNIT, QUOTE_UNIT_VALUES } from "../constants";
import { lotQuoteProblems, type QuotedLot } from "../lot-quote";
import {
  emailField,
  honeypotField,
  numberInput,
  numberValue,
  optionalOfferId,
  optionalText,
  phoneField,
  requiredChoice,
  requiredText,
  ROLE_REQUIRED_MESSAGE,
} from "./fields";

export const QUANTITY_MAX = 1_000_000;

export const quoteRequestSchema = z.object({
  firstName: requiredText("First name", 100),
  lastName: requiredText("Last name", 100),
  email: emailField(),
  phone: phoneField(),
  company: requiredText("Company", 255),
  role: requiredText("Job title/role", 100, ROLE_REQUIRED_MESSAGE),
  addressLine1: requiredText("Address line 1", 255),
  addressLine2: optionalText("Address line 2", 255),
  city: requiredText("City", 100),
  stateProvince: optionalText("State/province", 100),
  postalCode: requiredText("Postal code", 20),
  country: requiredText("Country", 100),
  coffeeName: requiredText("Coffee name", 255),
  region: requiredText("Region", 100),
  grade: requiredText("Grade", 50),
  processing: requiredText("Processing", 100),
  quantity: numberInput(
    numberValue("Quantity is required", "Quantity must be a number")
      .int("Quantity must be a whole number")
      .min(1, "Quantity must be at least 1")
      .max(QUANTITY_MAX, "Quantity must be at most 1,000,000"),
    "Quantity must be a number",
  ),
  quantityUnit: requiredChoice(
    QUOTE_UNIT_VALUES,
    "Quantity unit is required",
    "Please choose bags or containers",
  ),
  notes: optionalText("Notes", 2000),
  offerId: optionalOfferId(),
  website: honeypotField(),
});

export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequestData = z.output<typeof quoteRequestSchema>;

/**
 * The quote dialog of one lot: the request's rules, then the lot's (its grade and processing, no
 * more bags than remain), in the words the server refuses it with (common/lot-quote.ts).
 */
export function lotQuoteRequestSchema(lot: QuotedLot) {
  return quoteRequestSchema.superRefine((quote, ctx) => {
    for (const { field, message } of lotQuoteProblems(lot, quote))
      ctx.addIssue({ code: "custom", path: [field], message });
  });
}

/** Step 1 of the modal validates only these before Next. */
export const QUOTE_STEP_ONE_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "company",
  "country",
] as const satisfies readonly (keyof QuoteRequestInput)[];

/** Empty form; the modal then fills the coffee fields from the offer. */
export const QUOTE_REQUEST_DEFAULTS: QuoteRequestInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  company: "",
  role: "",
  addressLine1: "",
  addressLine2: "",
  city: "",
  stateProvince: "",
  postalCode: "",
  country: "",
  coffeeName: "",
  region: "",
  grade: "",
  processing: "",
  quantity: 1,
  quantityUnit: DEFAULT_QUOTE_UNIT,
  notes: "",
  website: "",
};
