// What the quote form starts with when it opens (spec section 4, Drafts): the visitor's saved
// draft, except the coffee fields that belong to the offer the modal was opened from.
import {
  QUOTE_GRADES,
  QUOTE_PROCESSING,
  QUOTE_UNIT_VALUES,
  quoteRegion,
} from "../../../common/constants";
import {
  QUOTE_REQUEST_DEFAULTS,
  type QuoteRequestInput,
} from "../../../common/schemas/quote-request";
import type { Offer } from "../../../common/contract/records";

export const QUOTE_DRAFT_KEY = "draft:quote-request";

type DraftField = Exclude<keyof QuoteRequestInput, "coffeeName" | "region" | "offerId" | "website">;

// Choice fields restore only a value their dropdown offers, so the form never holds one it cannot show.
const CHOICES: Partial<Record<DraftField, readonly string[]>> = {
  grade: QUOTE_GRADES,
  processing: QUOTE_PROCESSING.map((choice) => choice.value),
  quantityUnit: QUOTE_UNIT_VALUES,
};

const DRAFT_FIELDS = (Object.keys(QUOTE_REQUEST_DEFAULTS) as (keyof QuoteRequestInput)[]).filter(
  (key): key is DraftField => key !== "coffeeName" && key !== "region" && key !== "website",
);

function restorable(field: DraftField, value: unknown): value is string | number {
  if (field === "quantity" && typeof value === "number") return Number.isFinite(value);
  if (typeof value !== "string" || value.trim() === "") return false;
  const choices = CHOICES[field];
  return choices === undefined || choices.includes(value);
}

/** The form's values for `offer`: empty, then what the offer suggests, then the visitor's draft. */
export function quoteFormValues(
  offer: Offer,
  draft: Partial<Record<keyof QuoteRequestInput, unknown>> | null,
): QuoteRequestInput {
  const values: QuoteRequestInput = {
    ...QUOTE_REQUEST_DEFAULTS,
    grade: restorable("grade", offer.grade) ? offer.grade : "",
    processing: restorable("processing", offer.processing) ? offer.processing : "",
  };
  if (draft) {
    for (const field of DRAFT_FIELDS) {
      const value = draft[field];
      // A blank draft value says nothing, so it does not wipe what the offer suggested.
      if (restorable(field, value)) Object.assign(values, { [field]: value });
    }
  }
  return {
    ...values,
    coffeeName: offer.name,
    region: quoteRegion(offer.region),
    offerId: offer.id,
  };
}
