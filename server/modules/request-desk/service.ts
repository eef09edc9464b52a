import { and, desc, eq, inArray } from "drizzle-orm";
import {
  DELETABLE_REQUEST_STATUSES,
  type RequestStatus,
  type RequestType,
} from "../../../common/constants";
import type { Db, Tx } from "../../db/client";
import { outbox, requestEvents } from "../../db/schema";
import { namedByReference, referencePattern, type NamedByReference } from "../requests/reference";
import { REQUEST_COLLECTIONS, type RequestRow } from "./collections";
import { overdueReferences } from "./overdue";

/** A request as the API names it: by its reference (decision 060). */
export type RequestRecordRow = NamedByReference<RequestRow>;

/**
 * Whether `id` could be a reference of the collection. Anything else (a number, another kind's
 * letter, garbage, a NUL byte the database would refuse) names no request and never reaches it.
 */
const couldName = (type: RequestType, id: string) =>
  referencePattern(REQUEST_COLLECTIONS[type].prefix).test(id);

/** Newest first, every field, and whether each is overdue at `now`. */
export async function listRequests(
  db: Db,
  type: RequestType,
  now = new Date(),
): Promise<(RequestRecordRow & { overdue: boolean })[]> {
  const { table, receivedAt } = REQUEST_COLLECTIONS[type];
  const [rows, overdue] = await Promise.all([
    db.select().from(table).orderBy(desc(receivedAt), desc(table.id)),
    overdueReferences(db, type, now),
  ]);
  return rows.map((row) => ({ ...namedByReference(row), overdue: overdue.has(row.reference) }));
}

/** The stored request named by `id`, or null (nothing of another shape reaches the database). */
export async function findRequest(
  db: Db,
  type: RequestType,
  id: string,
): Promise<RequestRow | null> {
  if (!couldName(type, id)) return null;
  const { table } = REQUEST_COLLECTIONS[type];
  const [row] = await db.select().from(table).where(eq(table.reference, id));
  return row ?? null;
}

/** Who changed it, and the buyer's mail about it when they are told (queued in `tx`). */
export interface StatusChange {
  status: RequestStatus;
  actor: string;
  notice?: (tx: Tx, request: RequestRow) => Promise<number>;
}

/**
 * The request with its new status, recorded in its history (who, when, whether the buyer was
 * told) in the same transaction; null when none has that reference. Returns the notice's outbox
 * id when one was queued.
 */
export async function changeRequestStatus(
  db: Db,
  type: RequestType,
  id: string,
  { status, actor, notice }: StatusChange,
): Promise<{ request: RequestRecordRow; noticeId: number | null } | null> {
  if (!couldName(type, id)) return null;
  const { table } = REQUEST_COLLECTIONS[type];
  return db.transaction(async (tx) => {
    const [row] = await tx.update(table).set({ status }).where(eq(table.reference, id)).returning();
    if (!row) return null;
    const noticeId = notice ? await notice(tx, row) : null;
    await tx.insert(requestEvents).values({
      requestReference: id,
      kind: "status",
      status,
      notified: noticeId !== null,
      actor,
    });
    return { request: namedByReference(row), noticeId };
  });
}

/**
 * Adds an internal note to the request under the request's row lock (a delete cannot leave it
 * behind); null when none has that reference.
 */
export async function addRequestNote(
  db: Db,
  type: RequestType,
  id: string,
  note: string,
  actor: string,
): Promise<typeof requestEvents.$inferSelect | null> {
  if (!couldName(type, id)) return null;
  const { table } = REQUEST_COLLECTIONS[type];
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.reference, id))
      .for("update");
    if (!request) return null;
    const [stored] = await tx
      .insert(requestEvents)
      .values({ requestReference: id, kind: "note", note, actor })
      .returning();
    return stored ?? null;
  });
}

export type DeleteOutcome = "deleted" | "not-found" | "not-finished";

/**
 * Deletes only a completed or cancelled request, checked in the same statement as the delete,
 * and its mails and history with it: the outbox keeps a copy of every field the visitor sent.
 */
export async function deleteFinishedRequest(
  db: Db,
  type: RequestType,
  id: string,
): Promise<DeleteOutcome> {
  if (!couldName(type, id)) return "not-found";
  const { table } = REQUEST_COLLECTIONS[type];
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(table)
      .where(and(eq(table.reference, id), inArray(table.status, [...DELETABLE_REQUEST_STATUSES])))
      .returning({ id: table.id });
    if (deleted.length > 0) {
      await tx.delete(outbox).where(eq(outbox.requestReference, id));
      await tx.delete(requestEvents).where(eq(requestEvents.requestReference, id));
      return "deleted";
    }
    const [existing] = await tx.select({ id: table.id }).from(table).where(eq(table.reference, id));
    return existing ? "not-finished" : "not-found";
  });
}
