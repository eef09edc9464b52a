import { and, desc, eq, inArray } from "drizzle-orm";
import {
  DELETABLE_REQUEST_STATUSES,
  type RequestStatus,
  type RequestType,
} from "../../../common/constants";
import type { Db } from "../../db/client";
import { REQUEST_COLLECTIONS, type RequestRow } from "./collections";

/** Newest first, every column. */
export function listRequests(db: Db, type: RequestType): Promise<RequestRow[]> {
  const { table, receivedAt } = REQUEST_COLLECTIONS[type];
  return db.select().from(table).orderBy(desc(receivedAt), desc(table.id));
}

/** The request with its new status, or null when there is none with that id. */
export async function changeRequestStatus(
  db: Db,
  type: RequestType,
  id: number,
  status: RequestStatus,
): Promise<RequestRow | null> {
  const { table } = REQUEST_COLLECTIONS[type];
  const [row] = await db.update(table).set({ status }).where(eq(table.id, id)).returning();
  return row ?? null;
}

export type DeleteOutcome = "deleted" | "not-found" | "not-finished";

/** Deletes only a completed or cancelled request, checked in the same statement as the delete. */
export async function deleteFinishedRequest(
  db: Db,
  type: RequestType,
  id: number,
): Promise<DeleteOutcome> {
  const { table } = REQUEST_COLLECTIONS[type];
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, id), inArray(table.status, [...DELETABLE_REQUEST_STATUSES])))
    .returning({ id: table.id });
  if (deleted.length > 0) return "deleted";
  const [existing] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return existing ? "not-finished" : "not-found";
}
