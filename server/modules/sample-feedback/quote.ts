// "I would like a quote for this coffee" (decision 069): the quote request a sample's feedback
// opens, from the sample request's contact and address, for the lot it was a sample of (at the
// lot's minimum order, its grade and processing) or, when the sample named no lot still on offer,
// for the coffee it chose. Filed through the quote form's way, so it gets its reference, its mails
// and the desk's overdue watch.
import { bagsOnOffer, lotQuoteGrade } from "../../../common/lot-quote";
import { quoteRequestSchema, type QuoteRequestData } from "../../../common/schemas/quote-request";
import { figureText } from "../../../common/trade-figures";
import type { OfferRow } from "../offers/service";
import { sampleCoffeeName, type FeedbackRow, type SampleRow } from "./service";

const NOTES_MAX_LENGTH = 2000;

/** "Erik Lund" as first and last name; a single name stands for both. */
function splitName(name: string): { firstName: string; lastName: string } {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(" ") || first };
}

/** The lot a quote can still name: on offer, with a bag left. */
function quotableLot(lot: OfferRow | null): OfferRow | null {
  return lot && lot.availability !== "sold-out" && bagsOnOffer(lot) > 0 ? lot : null;
}

export function quoteOfFeedback(
  sample: SampleRow,
  lot: OfferRow | null,
  feedback: FeedbackRow,
): QuoteRequestData {
  const { firstName, lastName } = splitName(sample.contactName);
  const quoted = quotableLot(lot);
  const notes = [
    `Asked from the feedback on sample ${sample.reference}: cup score ${figureText(feedback.cupScore)}.`,
    feedback.notes ?? "",
  ]
    .filter(Boolean)
    .join("\n")
    .slice(0, NOTES_MAX_LENGTH);
  const coffee = quoted
    ? {
        coffeeName: quoted.name,
        region: quoted.region,
        grade: lotQuoteGrade(quoted) ?? sample.coffeeGrade,
        processing: quoted.processing,
        quantity: Math.min(Math.max(quoted.minimumOrderBags ?? 1, 1), bagsOnOffer(quoted)),
        offerId: quoted.id,
      }
    : {
        coffeeName: sampleCoffeeName(sample, null),
        region: sample.coffeeRegion,
        grade: sample.coffeeGrade,
        processing: sample.coffeeProcessing,
        quantity: 1,
        offerId: null,
      };
  // The quote form's own checks: what the sample request held fits them (its limits are the same
  // or wider), and the quote is filed as a buyer's would be.
  return quoteRequestSchema.parse({
    firstName: firstName.slice(0, 100),
    lastName: lastName.slice(0, 100),
    email: sample.email,
    phone: sample.phone,
    company: sample.companyName,
    role: sample.role,
    addressLine1: sample.addressLine1,
    addressLine2: sample.addressLine2,
    city: sample.city,
    stateProvince: sample.stateProvince,
    postalCode: sample.postalCode,
    country: sample.country,
    ...coffee,
    coffeeName: coffee.coffeeName.slice(0, 255),
    quantityUnit: "bags",
    notes,
    website: "",
  });
}
