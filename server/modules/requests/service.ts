import { sql, type SQL } from "drizzle-orm";
import type { OriginTripData } from "../../../common/schemas/origin-trip";
import type { QuoteRequestData } from "../../../common/schemas/quote-request";
import type { SampleRequestData } from "../../../common/schemas/sample-request";
import type { Db } from "../../db/client";
import { originTripRequests, quoteRequests, sampleRequests } from "../../db/schema";
import type { QuoteRow, SampleRow, TripRow } from "../mail/request-lines";
import { AppError } from "../../errors";
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
  });
}
