import { sql, type SQL } from "drizzle-orm";
import { lotQuoteProblems } from "../../../common/lot-quote";
import type { OriginTripData } from "../../../common/schemas/origin-trip";
import type { QuoteRequestData } from "../../../common/schemas/quote-request";
import type { SampleRequestData } from "../../../common/schemas/sample-request";
import type { Db } from "../../db/client";
import { originTripRequests, quoteRequests, sampleRequests } from "../../db/schema";
import type { QuoteRow, SampleRow, TripRow } from "../mail/request-lines";
import { AppError, validationError } from "../../errors";
import { findOffer, type OfferRow } from "../offers/service";
import type { MailMessage } from "../mail/service";
import { fileRequest, type OfferRule } from "./filing";
import { REFERENCE_PREFIXES } from "./reference";

/** The two mails of a request, worked out from the row they describe (before its serial id). */
export type Letters<Row> = (row: Row) => MailMessage[];

const SOLD_OUT_MESSAGE = "This coffee is sold out and can no longer be quoted.";
const NO_SAMPLES_MESSAGE = "Samples are not available for this coffee.";

/** A quote or sample naming an offer is refused with 409 and `message` while the offer is not open. */
const offerRule = (offerId: number | null, open: SQL, message: string): OfferRule => ({
  offerId,
  open,
  refusal: () => new AppError(409, "DUPLICATE_RESOURCE", message),
});

/**
 * The lot a quote or sample names, read before it is filed: its mails name it, and a quote must
 * fit it. Null when the request names none, or the lot is gone (the filing then refuses it).
 */
export function namedLot(db: Db, offerId: number | null): Promise<OfferRow | null> {
  return offerId === null ? Promise.resolve(null) : findOffer(db, offerId);
}

/**
 * A quote for a lot on offer is for the lot's grade and processing and no more bags than remain
 * (common/lot-quote.ts, the dialog's words). A sold-out lot is left to the filing, which refuses
 * it with 409 under the lot's lock. The lot is read just before that lock: a quote is a question
 * to the sales team, not an allocation, so an edit of the lot in the same instant may go unseen.
 */
export function refuseQuoteOffTheLot(lot: OfferRow, quote: QuoteRequestData) {
  if (lot.availability === "sold-out") return;
  const problems = lotQuoteProblems(lot, quote);
  if (problems.length > 0) throw validationError(problems[0]!.message, { fields: problems });
}

// Each is filed with its mails by one statement (filing.ts).

export function fileQuoteRequest(
  db: Db,
  { website: _honeypot, ...quote }: QuoteRequestData,
  letters: Letters<QuoteRow>,
) {
  return fileRequest(db, {
    table: quoteRequests,
    prefix: REFERENCE_PREFIXES.quote,
    receivedAt: "createdAt",
    fields: quote,
    letters,
    buyer: { email: quote.email, company: quote.company, country: quote.country },
    offer: offerRule(quote.offerId, sql`offer.availability <> 'sold-out'`, SOLD_OUT_MESSAGE),
  });
}

export function fileSampleRequest(
  db: Db,
  { website: _honeypot, ...sample }: SampleRequestData,
  letters: Letters<SampleRow>,
) {
  return fileRequest(db, {
    table: sampleRequests,
    prefix: REFERENCE_PREFIXES.sample,
    receivedAt: "createdAt",
    fields: sample,
    letters,
    buyer: { email: sample.email, company: sample.companyName, country: sample.country },
    offer: offerRule(sample.offerId, sql`offer.sample_available`, NO_SAMPLES_MESSAGE),
  });
}

export function fileOriginTripRequest(
  db: Db,
  { website: _honeypot, ...trip }: OriginTripData,
  letters: Letters<TripRow>,
) {
  return fileRequest(db, {
    table: originTripRequests,
    prefix: REFERENCE_PREFIXES.trip,
    receivedAt: "submittedAt",
    fields: trip,
    letters,
    buyer: { email: trip.email, company: trip.company ?? null, country: trip.country ?? null },
  });
}
