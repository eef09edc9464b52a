// The administrator's view of the mail outbox: what is waiting, sent or given up, each message as
// it was sent, and "retry now".
import { z } from "../zod";
import { endpoint } from "./endpoint";
import { recordIdParams } from "./record-id";

export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const MAIL_KINDS = [
  "sales-note",
  "confirmation",
  "newsletter-confirmation",
  "newsletter",
  "proposal",
  "status-notice",
  "overdue-digest",
  "dispatch-notice",
  "feedback-invitation",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

const timestamp = z.iso.datetime();

export const outboxMessageSummary = z.object({
  id: z.number().int(),
  kind: z.enum(MAIL_KINDS),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: timestamp,
  sentAt: timestamp.nullable(),
  /** When the sender tries a pending message next. */
  nextAttemptAt: timestamp,
});
export type OutboxMessageSummary = z.output<typeof outboxMessageSummary>;

/** A message as it was (or will be) sent. */
export const outboxMessageRecord = outboxMessageSummary.extend({
  replyTo: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  headers: z.record(z.string(), z.string()).nullable(),
  /** Files sent with it (a proposal's PDF): their names, types and sizes, not their bytes. */
  attachments: z.array(
    z.object({ filename: z.string(), contentType: z.string(), bytes: z.number().int() }),
  ),
});
export type OutboxMessage = z.output<typeof outboxMessageRecord>;

export const outboxCounts = z.object({
  pending: z.number().int(),
  failed: z.number().int(),
  /** pending + failed: what has not reached the mail server. */
  undelivered: z.number().int(),
});
export type OutboxCounts = z.output<typeof outboxCounts>;

export const outboxApi = {
  list: endpoint({
    method: "GET",
    path: "/api/outbox",
    querystring: z.object({
      status: z.enum(OUTBOX_STATUSES).optional(),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
    }),
    response: z.object({
      messages: z.array(outboxMessageSummary),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  }),
  counts: endpoint({ method: "GET", path: "/api/outbox/counts", response: outboxCounts }),
  view: endpoint({
    method: "GET",
    path: "/api/outbox/:id",
    params: recordIdParams,
    response: outboxMessageRecord,
  }),
  /** Pending again, due now, with a fresh set of attempts; the sender tries it at once. */
  retry: endpoint({
    method: "POST",
    path: "/api/outbox/:id/retry",
    params: recordIdParams,
    response: outboxMessageSummary,
  }),
};
