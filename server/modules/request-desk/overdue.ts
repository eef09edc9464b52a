// Overdue (issue 49): a pending request that the desk has not answered (no status change, no
// note, no proposal, no sample dispatch) OVERDUE_AFTER_HOURS after it came. Read by the desk's lists and the daily
// digest to the sales team.
import { and, asc, eq, lt, not, or, sql, type SQL } from "drizzle-orm";
import { OVERDUE_AFTER_HOURS, type RequestType } from "../../../common/constants";
import type { Db } from "../../db/client";
import { proposals, requestEvents, sampleDispatches } from "../../db/schema";
import { REQUEST_COLLECTIONS, type RequestRow } from "./collections";

const HOUR_MS = 3_600_000;

/** The moment before which a request of the collection, still unanswered, is overdue. */
export function overdueCutoff(type: RequestType, now: Date): Date {
  return new Date(now.getTime() - OVERDUE_AFTER_HOURS[type] * HOUR_MS);
}

/** The collection's requests that are overdue at `now`, as a condition on its table. */
export function overdueCondition(type: RequestType, now: Date): SQL {
  const { table, receivedAt } = REQUEST_COLLECTIONS[type];
  const answers = [
    sql`exists (select 1 from ${requestEvents} where ${requestEvents.requestReference} = ${table.reference})`,
  ];
  if (type === "quote-requests")
    answers.push(
      sql`exists (select 1 from ${proposals} where ${proposals.quoteRequestId} = ${table.id})`,
    );
  if (type === "sample-requests")
    answers.push(
      sql`exists (select 1 from ${sampleDispatches} where ${sampleDispatches.sampleRequestId} = ${table.id})`,
    );
  return and(
    eq(table.status, "pending"),
    lt(receivedAt, overdueCutoff(type, now)),
    not(or(...answers)!),
  )!;
}

/** The references of the collection's overdue requests. */
export async function overdueReferences(
  db: Db,
  type: RequestType,
  now: Date,
): Promise<Set<string>> {
  const { table } = REQUEST_COLLECTIONS[type];
  const rows = await db
    .select({ reference: table.reference })
    .from(table)
    .where(overdueCondition(type, now));
  return new Set(rows.map((row) => row.reference));
}

/** The collection's overdue requests, the longest waiting first. */
export async function overdueRequests(db: Db, type: RequestType, now: Date): Promise<RequestRow[]> {
  const { table, receivedAt } = REQUEST_COLLECTIONS[type];
  const rows: RequestRow[] = await db
    .select()
    .from(table)
    .where(overdueCondition(type, now))
    .orderBy(asc(receivedAt), asc(table.id));
  return rows;
}
