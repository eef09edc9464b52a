// The administrator's queries on the outbox: a page of messages, the undelivered count, one
// message as sent, and "retry now".
import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "../../../common/constants";
import type {
  MailKind,
  OutboxCounts,
  OutboxMessage,
  OutboxMessageSummary,
  OutboxStatus,
} from "../../../common/contract/outbox";
import type { Wire } from "../../contract";
import type { Db } from "../../db/client";
import { firstRow } from "../../db/first-row";
import { outbox } from "../../db/schema";

type OutboxRow = typeof outbox.$inferSelect;

// The columns only ever hold these values (MailService writes them); the contract checks replies.
function summaryOf(row: OutboxRow): Wire<OutboxMessageSummary> {
  return {
    id: row.id,
    kind: row.kind as MailKind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status as OutboxStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    nextAttemptAt: row.nextAttemptAt,
  };
}

export async function listOutbox(db: Db, status: OutboxStatus | undefined, page: number) {
  const which = status ? eq(outbox.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(which)
      .orderBy(desc(outbox.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(outbox).where(which),
  ]);
  return {
    messages: rows.map(summaryOf),
    total: total?.n ?? 0,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

export async function outboxCounts(db: Db): Promise<OutboxCounts> {
  const rows = await db
    .select({ status: outbox.status, n: count() })
    .from(outbox)
    .where(ne(outbox.status, "sent"))
    .groupBy(outbox.status);
  const of = (status: OutboxStatus) => rows.find((row) => row.status === status)?.n ?? 0;
  return {
    pending: of("pending"),
    failed: of("failed"),
    undelivered: of("pending") + of("failed"),
  };
}

export async function findOutboxMessage(db: Db, id: number): Promise<Wire<OutboxMessage> | null> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) return null;
  return {
    ...summaryOf(row),
    replyTo: row.replyTo,
    text: row.body,
    html: row.html,
    headers: row.headers,
    attachments: (row.attachments ?? []).map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      bytes: Buffer.from(content, "base64").length,
    })),
  };
}

/**
 * A pending or failed message becomes due now with a fresh set of attempts (the administrator
 * retries once the cause is fixed, so it deserves the whole back-off again); its last error stays
 * until the next attempt. A sent message is left alone.
 */
export async function retryOutboxMessage(
  db: Db,
  id: number,
): Promise<"not-found" | "already-sent" | Wire<OutboxMessageSummary>> {
  const rows = await db
    .update(outbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, claimedUntil: null })
    .where(and(eq(outbox.id, id), ne(outbox.status, "sent")))
    .returning();
  if (rows.length > 0) return summaryOf(firstRow(rows, "retry outbox message"));
  const [exists] = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.id, id));
  return exists ? "already-sent" : "not-found";
}
