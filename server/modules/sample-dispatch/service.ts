// A sample's dispatch in the database: stored once per sample request, with the buyer's mail in the
// same transaction (the outbox, decision 014).
import { eq } from "drizzle-orm";
import type { DispatchEntry } from "../../../common/contract/request-timeline";
import type { SampleDispatchData } from "../../../common/schemas/sample-dispatch";
import type { Db, Tx } from "../../db/client";
import { sampleDispatches, sampleRequests } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { MailMessage } from "../mail/service";
import { findRequest } from "../request-desk/service";

export const SAMPLE_NOT_FOUND = "The request was not found.";
export const ALREADY_DISPATCHED = "This sample has already been dispatched.";

export type SampleRow = typeof sampleRequests.$inferSelect;
export type DispatchRow = typeof sampleDispatches.$inferSelect;

export function dispatchEntryOf(row: DispatchRow): DispatchEntry {
  return {
    kind: "dispatch",
    at: row.createdAt.toISOString(),
    courier: row.courier,
    trackingNumber: row.trackingNumber,
    dispatchedOn: row.dispatchedOn,
  };
}

/** The sample's dispatch, or null while it has none. */
export async function findDispatch(db: Db, sampleRequestId: number): Promise<DispatchRow | null> {
  const [row] = await db
    .select()
    .from(sampleDispatches)
    .where(eq(sampleDispatches.sampleRequestId, sampleRequestId));
  return row ?? null;
}

/**
 * Records the dispatch of the sample named by `reference` and queues the buyer's mail
 * (`letter`) with it; 404 for no such sample, 409 once it was dispatched.
 */
export async function recordDispatch(
  db: Db,
  reference: string,
  data: SampleDispatchData,
  letter: (sample: SampleRow, dispatch: DispatchRow) => MailMessage,
  queue: (tx: Tx, message: MailMessage) => Promise<number>,
): Promise<{ dispatch: DispatchEntry; outboxId: number }> {
  const found = await findRequest(db, "sample-requests", reference);
  if (!found || !("sampleSize" in found)) throw notFound(SAMPLE_NOT_FOUND);
  const sample = found;
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(sampleDispatches)
      .values({ sampleRequestId: sample.id, ...data })
      .onConflictDoNothing()
      .returning();
    if (!stored) throw new AppError(409, "DUPLICATE_RESOURCE", ALREADY_DISPATCHED);
    const outboxId = await queue(tx, letter(sample, stored));
    return { dispatch: dispatchEntryOf(stored), outboxId };
  });
}
