import { and, eq, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import type { MailKind } from "../../../common/contract/outbox";
import type { Db } from "../../db/client";
import { outbox, type StoredAttachment } from "../../db/schema";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Simple HTML alternative of `text`. */
  html?: string;
  replyTo?: string;
  /** Extra headers, such as List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
  /** What the message is for; shown in the admin outbox. */
  kind?: MailKind;
  /** The request it is about: deleting the request deletes the message (decision 060). */
  requestReference?: string;
  /** Files sent with it, stored in the outbox row as base64 until delivered. */
  attachments?: StoredAttachment[];
}

type OutboxRow = typeof outbox.$inferSelect;

/** Waits after the 1st, 2nd, ... failed attempt; after the last one the message is 'failed'. */
export const RETRY_DELAYS_SECONDS = [30, 2 * 60, 10 * 60, 60 * 60, 6 * 60 * 60, 24 * 60 * 60];
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
/** Rows claimed at once; they are delivered together, so one lease covers the whole batch. */
const BATCH_SIZE = 10;
/**
 * How long a claim keeps other senders off a row. Longer than one delivery can take (the SMTP
 * timeouts below add up to 50 s), so a row is never taken twice while its sender still works on
 * it; a sender that dies leaves its rows to the others after this.
 */
const LEASE_SECONDS = 5 * 60;
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

const secondsFromNow = (seconds: number) => sql`now() + ${seconds}::int * interval '1 second'`;

/** Pending, its back-off over, and no live claim by another sender. */
const due: SQL = and(
  eq(outbox.status, "pending"),
  lte(outbox.nextAttemptAt, sql`now()`),
  or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`)),
)!;

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * Every message is written to the outbox first (in the same transaction as what it is about);
 * senders then claim due rows (FOR UPDATE SKIP LOCKED plus a lease) and deliver them over
 * SMTP_URL, so that N instances never send one row twice and a message stays until the SMTP
 * server accepts it. A failure is retried with growing back-off up to MAX_ATTEMPTS. Without
 * SMTP_URL messages stay pending and are logged.
 */
export class MailService {
  private readonly transport: Transporter | null;
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<unknown> | null = null;
  private closing = false;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: { smtpUrl?: string; from: string },
  ) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS })
      : null;
  }

  /**
   * Writes a message to the outbox through `db`, which may be the transaction that stores what the
   * message is about, so that one is never kept without the other. Returns its outbox id.
   */
  async queueIn(db: Db, message: MailMessage): Promise<number> {
    const [id] = await this.queueAllIn(db, [message]);
    return id!;
  }

  /** Queues several messages in one statement; their ids in the same order. */
  async queueAllIn(db: Db, messages: readonly MailMessage[]): Promise<number[]> {
    const rows = await db
      .insert(outbox)
      .values(
        messages.map((message) => ({
          recipient: message.to,
          subject: message.subject,
          body: message.text,
          html: message.html,
          headers: message.headers,
          kind: message.kind,
          replyTo: message.replyTo,
          requestReference: message.requestReference,
          attachments: message.attachments,
        })),
      )
      .returning({ id: outbox.id });
    if (rows.length !== messages.length) throw new Error("insert outbox messages: rows missing");
    return rows.map((row) => row.id);
  }

  /**
   * Sends a queued message now, when SMTP is configured and no other sender holds it (the same
   * claim as the background sender); else it waits in the outbox.
   */
  async send(id: number): Promise<void> {
    const transport = this.transport;
    if (!transport) {
      this.log.info({ outboxId: id }, "mail kept in outbox (no SMTP_URL)");
      return;
    }
    const [row] = await this.claim(eq(outbox.id, id), 1);
    if (row) await this.deliver(transport, row);
  }

  /**
   * `send(id)` without waiting for it: the caller's answer does not wait on the mail server, a
   * failure stays in the outbox and the log, and close() waits for deliveries under way.
   */
  sendLater(ids: readonly number[], log: FastifyBaseLogger = this.log): void {
    for (const id of ids) {
      const delivery = this.send(id)
        .catch((err: unknown) =>
          log.error({ err, outboxId: id }, "mail not sent yet; it waits in the outbox"),
        )
        .finally(() => this.inFlight.delete(delivery));
      this.inFlight.add(delivery);
    }
  }

  /** Delivers every due message, a claimed batch at a time; returns how many were tried. */
  async flush(): Promise<number> {
    const transport = this.transport;
    if (!transport) return 0;
    let tried = 0;
    while (!this.closing) {
      const batch = await this.claim(sql`true`, BATCH_SIZE);
      if (batch.length === 0) break;
      await Promise.all(batch.map((row) => this.deliver(transport, row)));
      tried += batch.length;
    }
    return tried;
  }

  /** Runs flush() now and every `pollMs` (one run at a time) until close(); only with SMTP_URL. */
  start(pollMs: number): void {
    if (!this.transport || this.timer) return;
    const tick = () => {
      if (this.draining || this.closing) return;
      this.draining = this.flush()
        .catch((err: unknown) => this.log.error({ err }, "outbox sender failed; will try again"))
        .finally(() => (this.draining = null));
    };
    this.timer = setInterval(tick, pollMs);
    // The loop alone never keeps the process alive.
    this.timer.unref();
    tick();
  }

  /** Stops the loop and waits for deliveries under way (their rows are then marked). */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.timer);
    await Promise.allSettled([this.draining, ...this.inFlight]);
    this.transport?.close();
  }

  private claim(which: SQL, limit: number): Promise<OutboxRow[]> {
    const claimable = this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(due, which))
      .orderBy(outbox.id)
      .limit(limit)
      .for("update", { skipLocked: true });
    // ARRAY(...) runs the locking subquery once (an InitPlan); as `id IN (subquery)` the planner
    // may run it again per row, and every run locks and claims another batch. `due` again
    // outside: a row another sender claimed while this statement waited is left alone.
    return this.db
      .update(outbox)
      .set({ claimedUntil: secondsFromNow(LEASE_SECONDS) })
      .where(and(sql`${outbox.id} = any(array(${claimable}))`, due))
      .returning();
  }

  private async deliver(transport: Transporter, row: OutboxRow): Promise<void> {
    const attempts = row.attempts + 1;
    try {
      await transport.sendMail({
        from: this.options.from,
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        html: row.html ?? undefined,
        replyTo: row.replyTo ?? undefined,
        headers: row.headers ?? undefined,
        attachments: row.attachments?.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
          encoding: "base64",
        })),
      });
    } catch (err) {
      const lastError = errorText(err);
      const gaveUp = attempts >= MAX_ATTEMPTS;
      const delay = RETRY_DELAYS_SECONDS[attempts - 1] ?? 0;
      await this.db
        .update(outbox)
        .set({
          attempts,
          lastError,
          status: gaveUp ? "failed" : "pending",
          nextAttemptAt: secondsFromNow(delay),
          claimedUntil: null,
        })
        .where(eq(outbox.id, row.id));
      const outcome = gaveUp ? "gave up after the last attempt" : `next attempt in ${delay} s`;
      this.log.warn(
        { outboxId: row.id, attempts, err: lastError },
        `mail delivery failed; ${outcome}`,
      );
      return;
    }
    await this.db
      .update(outbox)
      .set({ status: "sent", attempts, sentAt: new Date(), lastError: null, claimedUntil: null })
      .where(eq(outbox.id, row.id));
  }
}
