import { sql } from "drizzle-orm";
import type { OriginTripData } from "../../../common/schemas/origin-trip";
import type { QuoteRequestData } from "../../../common/schemas/quote-request";
import type { SampleRequestData } from "../../../common/schemas/sample-request";
import type { Db } from "../../db/client";
import { originTripRequests, quoteRequests, sampleRequests } from "../../db/schema";
import { AppError } from "../../errors";
import type { MailMessage } from "../mail/service";
import { fileRequest } from "./filing";
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

/** New requests start pending; the time they came is the app's clock, the same in both mails. */
const received = () => ({ status: "pending", at: new Date() });

// Each is filed with its mails by one statement (filing.ts). A quote or sample naming an offer is
// refused while that offer is sold out, or has no samples.

export function fileQuoteRequest(
  db: Db,
  { website: _honeypot, ...quote }: QuoteRequestData,
  letters: Letters<QuoteRequestRow>,
) {
  return fileRequest(db, {
    table: quoteRequests,
    prefix: REFERENCE_PREFIXES.quote,
    row: (reference): Unnumbered<QuoteRequestRow> => {
      const { status, at } = received();
      return { ...quote, reference, status, createdAt: at };
    },
    letters,
    offer: {
      offerId: quote.offerId,
      open: sql`offer.availability <> 'sold-out'`,
      refusal: () => new AppError(409, "DUPLICATE_RESOURCE", SOLD_OUT_MESSAGE),
    },
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
    row: (reference): Unnumbered<SampleRequestRow> => {
      const { status, at } = received();
      return { ...sample, reference, status, createdAt: at };
    },
    letters,
    offer: {
      offerId: sample.offerId,
      open: sql`offer.sample_available`,
      refusal: () => new AppError(409, "DUPLICATE_RESOURCE", NO_SAMPLES_MESSAGE),
    },
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
    row: (reference): Unnumbered<OriginTripRequestRow> => {
      const { status, at } = received();
      return { ...trip, reference, status, submittedAt: at };
    },
    letters,
  });
}
