import { and, eq, lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../../db/client";
import { firstRow } from "../../db/first-row";
import { outbox } from "../../db/schema";

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
  kind?: "sales-note" | "confirmation" | "newsletter-confirmation" | "newsletter";
}

const MAX_ATTEMPTS = 5;

function messageOf(row: typeof outbox.$inferSelect): MailMessage {
  return {
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    html: row.html ?? undefined,
    replyTo: row.replyTo ?? undefined,
    headers: row.headers ?? undefined,
  };
}

/**
 * Every message is written to the outbox first (in the same transaction as what it is about),
 * then sent over SMTP when SMTP_URL is set.
 * A failed or unconfigured send stays in the outbox (and the log) for a later retry:
 * nothing a visitor sent is lost when mail is down.
 */
export class MailService {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: { smtpUrl?: string; from: string },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  /**
   * Writes a message to the outbox through `db`, which may be the transaction that stores what the
   * message is about, so that one is never kept without the other. Returns its outbox id.
   */
  async queueIn(db: Db, message: MailMessage): Promise<number> {
    const rows = await db
      .insert(outbox)
      .values({
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        html: message.html,
        headers: message.headers,
        kind: message.kind,
        replyTo: message.replyTo,
      })
      .returning({ id: outbox.id });
    return firstRow(rows, "insert outbox message").id;
  }

  /** Sends a queued message now when SMTP is configured; else it waits in the outbox. */
  async send(id: number): Promise<void> {
    const [row] = await this.db.select().from(outbox).where(eq(outbox.id, id));
    if (!row) return;
    const message = messageOf(row);
    if (!this.transport) {
      this.log.info(
        { outboxId: id, to: message.to, subject: message.subject },
        "mail kept in outbox (no SMTP_URL)",
      );
      return;
    }
    await this.deliver(this.transport, id, message);
  }

  /** Retries what is still pending; called on a timer when SMTP is configured. */
  async flush(): Promise<number> {
    const transport = this.transport;
    if (!transport) return 0;
    const pending = await this.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, "pending"), lt(outbox.attempts, MAX_ATTEMPTS)))
      .limit(50);
    for (const row of pending) {
      await this.deliver(transport, row.id, messageOf(row));
    }
    return pending.length;
  }

  private async deliver(transport: Transporter, id: number, message: MailMessage): Promise<void> {
    const row = await this.db
      .select({ attempts: outbox.attempts })
      .from(outbox)
      .where(eq(outbox.id, id));
    const attempts = (row[0]?.attempts ?? 0) + 1;
    try {
      await transport.sendMail({ from: this.options.from, ...message });
      await this.db
        .update(outbox)
        .set({ status: "sent", attempts, sentAt: new Date(), lastError: null })
        .where(eq(outbox.id, id));
    } catch (err) {
      const lastError = err instanceof Error ? err.message : String(err);
      await this.db
        .update(outbox)
        .set({ attempts, lastError, status: attempts >= MAX_ATTEMPTS ? "failed" : "pending" })
        .where(eq(outbox.id, id));
      this.log.warn(
        { outboxId: id, attempts, err: lastError },
        "mail delivery failed; kept in outbox",
      );
    }
  }
}
