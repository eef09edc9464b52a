import { and, desc, eq, inArray } from "drizzle-orm";
import {
  DELETABLE_REQUEST_STATUSES,
  type RequestStatus,
  type RequestType,
} from "../../../common/constants";
import type { Db } from "../../db/client";
import { outbox } from "../../db/schema";
import { namedByReference, referencePattern, type NamedByReference } from "../requests/reference";
import { REQUEST_COLLECTIONS, type RequestRow } from "./collections";

/** A request as the API names it: by its reference (decision 060). */
export type RequestRecordRow = NamedByReference<RequestRow>;

/**
 * Whether `id` could be a reference of the collection. Anything else (a number, another kind's
 * letter, garbage, a NUL byte the database would refuse) names no request and never reaches it.
 */
const couldName = (type: RequestType, id: string) =>
  referencePattern(REQUEST_COLLECTIONS[type].prefix).test(id);

/** Newest first, every field. */
export async function listRequests(db: Db, type: RequestType): Promise<RequestRecordRow[]> {
  const { table, receivedAt } = REQUEST_COLLECTIONS[type];
  const rows = await db.select().from(table).orderBy(desc(receivedAt), desc(table.id));
  return rows.map(namedByReference);
}

/** The request with its new status, or null when none has that reference. */
export async function changeRequestStatus(
  db: Db,
  type: RequestType,
  id: string,
  status: RequestStatus,
): Promise<RequestRecordRow | null> {
  if (!couldName(type, id)) return null;
  const { table } = REQUEST_COLLECTIONS[type];
  const [row] = await db.update(table).set({ status }).where(eq(table.reference, id)).returning();
  return row ? namedByReference(row) : null;
}

export type DeleteOutcome = "deleted" | "not-found" | "not-finished";

/**
 * Deletes only a completed or cancelled request, checked in the same statement as the delete,
 * and its mails with it: the outbox keeps a copy of every field the visitor sent.
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
      return "deleted";
    }
    const [existing] = await tx.select({ id: table.id }).from(table).where(eq(table.reference, id));
    return existing ? "not-finished" : "not-found";
  });
}
