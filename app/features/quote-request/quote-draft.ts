// What the quote form starts with when it opens (spec section 4, Drafts): the visitor's saved
// draft, except the coffee fields that belong to the offer the modal was opened from.
import { QUOTE_GRADES, QUOTE_UNIT_VALUES, quoteRegion } from "~common/constants";
import { lotQuoteGrade } from "~common/lot-quote";
import { QUOTE_REQUEST_DEFAULTS, type QuoteRequestInput } from "~common/schemas/quote-request";
import type { Offer } from "~common/contract/records";

export const QUOTE_DRAFT_KEY = "draft:quote-request";

// The lot fixes its name, region and processing (and its grade when it states one).
const LOT_FIELDS = ["coffeeName", "region", "processing", "offerId", "website"] as const;
type DraftField = Exclude<keyof QuoteRequestInput, (typeof LOT_FIELDS)[number]>;

// Choice fields restore only a value their dropdown offers, so the form never holds one it cannot show.
const CHOICES: Partial<Record<DraftField, readonly string[]>> = {
  grade: QUOTE_GRADES,
  quantityUnit: QUOTE_UNIT_VALUES,
};

const DRAFT_FIELDS = (Object.keys(QUOTE_REQUEST_DEFAULTS) as (keyof QuoteRequestInput)[]).filter(
  (key): key is DraftField => !(LOT_FIELDS as readonly string[]).includes(key),
);

function restorable(field: DraftField, value: unknown): value is string | number {
  if (field === "quantity" && typeof value === "number") return Number.isFinite(value);
  if (typeof value !== "string" || value.trim() === "") return false;
  const choices = CHOICES[field];
  return choices === undefined || choices.includes(value);
}

/**
 * The form's values for `offer`: empty, then the visitor's draft, then the lot's own facts, which
 * a draft made for another lot never overrides; the draft's grade fills in only where the lot
 * states none. The quantity starts at the lot's minimum order, in bags, when it states one.
 */
export function quoteFormValues(
  offer: Offer,
  draft: Partial<Record<keyof QuoteRequestInput, unknown>> | null,
): QuoteRequestInput {
  const values: QuoteRequestInput = { ...QUOTE_REQUEST_DEFAULTS };
  if (draft) {
    for (const field of DRAFT_FIELDS) {
      const value = draft[field];
      // A blank or corrupt draft value says nothing, so it does not wipe a default.
      if (restorable(field, value)) Object.assign(values, { [field]: value });
    }
  }
  const minimum =
    offer.minimumOrderBags === null
      ? {}
      : { quantity: offer.minimumOrderBags, quantityUnit: "bags" as const };
  return {
    ...values,
    ...minimum,
    grade: lotQuoteGrade(offer) ?? values.grade,
    processing: offer.processing,
    coffeeName: offer.name,
    region: quoteRegion(offer.region),
    offerId: offer.id,
  };
}
