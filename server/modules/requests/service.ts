import { sql, type SQL } from "drizzle-orm";
import type { OriginTripData } from "../../../common/schemas/origin-trip";
import type { QuoteRequestData } from "../../../common/schemas/quote-request";
import type { SampleRequestData } from "../../../common/schemas/sample-request";
import type { Db } from "../../db/client";
import { originTripRequests, quoteRequests, sampleRequests } from "../../db/schema";
import { AppError } from "../../errors";
import type { MailMessage } from "../mail/service";
import { fileRequest, type OfferRule } from "./filing";
import { REFERENCE_PREFIXES } from "./reference";

export type QuoteRequestRow = typeof quoteRequests.$inferSelect;
export type SampleRequestRow = typeof sampleRequests.$inferSelect;
export type OriginTripRequestRow = typeof originTripRequests.$inferSelect;

/** A request as its mails describe it: the stored row but its serial id, given after the insert. */
export type Unnumbered<Row> = Omit<Row, "id">;

/** The two mails of a request, worked out from the row they describe. */
export type Letters<Row> = (row: Unnumbered<Row>) => MailMessage[];

const SOLD_OUT_MESSAGE = "This coffee is sold out and can no longer be quoted.";
const NO_SAMPLES_MESSAGE = "Samples are not available for this coffee.";

/** A quote or sample naming an offer is refused with 409 and `message` while the offer is not open. */
const offerRule = (offerId: number | null, open: SQL, message: string): OfferRule => ({
  offerId,
  open,
  refusal: () => new AppError(409, "DUPLICATE_RESOURCE", message),
});

// Each is filed with its mails by one statement (filing.ts), pending, received at the time
// fileRequest gives.

export function fileQuoteRequest(
  db: Db,
  { website: _honeypot, ...quote }: QuoteRequestData,
  letters: Letters<QuoteRequestRow>,
) {
  return fileRequest(db, {
    table: quoteRequests,
    prefix: REFERENCE_PREFIXES.quote,
    row: (reference, createdAt): Unnumbered<QuoteRequestRow> => ({
      ...quote,
      reference,
      status: "pending",
      createdAt,
    }),
    letters,
    offer: offerRule(quote.offerId, sql`offer.availability <> 'sold-out'`, SOLD_OUT_MESSAGE),
  });
}

export function fileSampleRequest(
  db: Db,
  { website: _honeypot, ...sample }: SampleRequestData,
  letters: Letters<SampleRequestRow>,
) {
  return fileRequest(db, {
    table: sampleRequests,
    prefix: REFERENCE_PREFIXES.sample,
    row: (reference, createdAt): Unnumbered<SampleRequestRow> => ({
      ...sample,
      reference,
      status: "pending",
      createdAt,
    }),
    letters,
    offer: offerRule(sample.offerId, sql`offer.sample_available`, NO_SAMPLES_MESSAGE),
  });
}

export function fileOriginTripRequest(
  db: Db,
  { website: _honeypot, ...trip }: OriginTripData,
  letters: Letters<OriginTripRequestRow>,
) {
  return fileRequest(db, {
    table: originTripRequests,
    prefix: REFERENCE_PREFIXES.trip,
    row: (reference, submittedAt): Unnumbered<OriginTripRequestRow> => ({
      ...trip,
      reference,
      status: "pending",
      submittedAt,
    }),
    letters,
  });
}
