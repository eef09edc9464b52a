import { eq, getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { OriginTripData } from "../../../common/schemas/origin-trip";
import type { QuoteRequestData } from "../../../common/schemas/quote-request";
import type { SampleRequestData } from "../../../common/schemas/sample-request";
import type { Db, Tx } from "../../db/client";
import { firstRow } from "../../db/first-row";
import { offers, originTripRequests, quoteRequests, sampleRequests } from "../../db/schema";
import { AppError, validationError } from "../../errors";
import { newReference, REFERENCE_PREFIXES, type ReferencePrefix } from "./reference";

export type QuoteRequestRow = typeof quoteRequests.$inferSelect;
export type SampleRequestRow = typeof sampleRequests.$inferSelect;
export type OriginTripRequestRow = typeof originTripRequests.$inferSelect;

const OFFER_GONE_MESSAGE = "The selected coffee offer no longer exists.";
const SOLD_OUT_MESSAGE = "This coffee is sold out and can no longer be quoted.";
const NO_SAMPLES_MESSAGE = "Samples are not available for this coffee.";

/**
 * The offer a request names, locked until the request is stored so that the admin cannot sell it
 * out or delete it between the check and the insert.
 */
async function lockOffer(tx: Tx, offerId: number) {
  const [offer] = await tx
    .select({ availability: offers.availability, sampleAvailable: offers.sampleAvailable })
    .from(offers)
    .where(eq(offers.id, offerId))
    .for("share");
  if (!offer) throw validationError(OFFER_GONE_MESSAGE);
  return offer;
}

/** Draws of a reference before giving up: with 40 random bits, a second draw is already rare. */
const REFERENCE_DRAWS = 4;

type RequestTable = typeof quoteRequests | typeof sampleRequests | typeof originTripRequests;

/**
 * Stores a request under a fresh random reference. A draw that another request already holds
 * inserts nothing (ON CONFLICT DO NOTHING on the reference) and the next draw is tried: no
 * savepoint, so a request costs one statement here (issue 13).
 */
async function insertWithReference<Table extends RequestTable>(
  db: Db,
  table: Table,
  prefix: ReferencePrefix,
  request: Omit<Table["$inferInsert"], "reference">,
): Promise<Table["$inferSelect"]> {
  const name = getTableName(table);
  for (let draw = 1; draw <= REFERENCE_DRAWS; draw++) {
    // Drizzle cannot type an insert into a table given as a type parameter; the signature above
    // ties the values and the row to the table.
    const rows = (await db
      .insert(table as PgTable)
      .values({ ...request, reference: newReference(prefix) })
      .onConflictDoNothing({ target: table.reference })
      .returning()) as Table["$inferSelect"][];
    if (rows.length > 0) return firstRow(rows, `insert into ${name}`);
  }
  throw new Error(`${REFERENCE_DRAWS} draws of a ${name} reference were all taken`);
}

// The status column starts at its default ('pending'); the schemas never carry one. `tx` is the
// transaction that also queues the request's mails (public-form.ts): the offer stays locked
// until it commits.
export async function createQuoteRequest(
  tx: Tx,
  { website: _honeypot, ...quote }: QuoteRequestData,
): Promise<QuoteRequestRow> {
  if (quote.offerId !== null) {
    const offer = await lockOffer(tx, quote.offerId);
    if (offer.availability === "sold-out")
      throw new AppError(409, "DUPLICATE_RESOURCE", SOLD_OUT_MESSAGE);
  }
  return insertWithReference(tx, quoteRequests, REFERENCE_PREFIXES.quote, quote);
}

/** Like createQuoteRequest: inside the transaction that queues the mails. */
export async function createSampleRequest(
  tx: Tx,
  { website: _honeypot, ...sample }: SampleRequestData,
): Promise<SampleRequestRow> {
  if (sample.offerId !== null) {
    const offer = await lockOffer(tx, sample.offerId);
    if (!offer.sampleAvailable) throw new AppError(409, "DUPLICATE_RESOURCE", NO_SAMPLES_MESSAGE);
  }
  return insertWithReference(tx, sampleRequests, REFERENCE_PREFIXES.sample, sample);
}

export function createOriginTripRequest(
  db: Db,
  { website: _honeypot, ...trip }: OriginTripData,
): Promise<OriginTripRequestRow> {
  return insertWithReference(db, originTripRequests, REFERENCE_PREFIXES.trip, trip);
}
