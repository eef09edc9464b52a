// What the quote form starts with when it opens (spec section 4, Drafts): the visitor's saved
// draft, except the coffee fields that belong to the offer the modal was opened from.
import {
  gradeLabel,
  gradeNumber,
  QUOTE_GRADES,
  QUOTE_PROCESSING,
  QUOTE_UNIT_VALUES,
  quoteRegion,
  type Choice,
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

/** The lot's grade as a quote choice ('G1' reads as 'Grade 1'), or '' when it names none. */
function offerGrade(offer: Offer): string {
  const number = gradeNumber(offer.grade);
  const label = number === null ? offer.grade : gradeLabel(number);
  return restorable("grade", label) ? label : "";
}

/**
 * The processing choices of a quote for `offer`: the spec's three, plus the lot's own method
 * when it is another (an anaerobic lot is quoted as anaerobic, not as whatever the buyer guesses).
 */
export function quoteProcessingChoices(offer: Offer): readonly Choice[] {
  const known = QUOTE_PROCESSING.some((choice) => choice.value === offer.processing);
  return known
    ? QUOTE_PROCESSING
    : [...QUOTE_PROCESSING, { value: offer.processing, label: offer.processing }];
}

/**
 * The form's values for `offer`: empty, then the visitor's draft, then the lot's own facts, which
 * a draft made for another lot never overrides; the draft's grade fills in only where the lot
 * states none.
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
  const grade = offerGrade(offer);
  return {
    ...values,
    grade: grade || values.grade,
    processing: offer.processing,
    coffeeName: offer.name,
    region: quoteRegion(offer.region),
    offerId: offer.id,
  };
}
