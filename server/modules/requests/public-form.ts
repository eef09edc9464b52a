// What every anonymous form POST shares: the honeypot check, and storing the request together
// with its note to the sales team.
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { CODE_MESSAGES } from "../../../common/errors";
import { HONEYPOT_FIELD, isHoneypotFilled } from "../../../common/schemas/fields";
import { validationError } from "../../errors";
import type { Db } from "../../db/client";
import type { MailContent } from "../mail/templates";

/** preHandler: a filled honeypot is a bot; refuse it with the generic message and store nothing. */
export async function refuseFilledHoneypot(request: FastifyRequest) {
  const body = request.body as { [HONEYPOT_FIELD]?: string } | undefined;
  if (body && isHoneypotFilled(body)) throw validationError(CODE_MESSAGES.VALIDATION_ERROR);
}

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Stores a visitor's request and the note to the sales team in one transaction, answers with
     * the stored row, and sends the note afterwards without delaying or failing the answer.
     */
    fileWithSalesNote<Row extends { email: string }>(
      log: FastifyBaseLogger,
      store: (db: Db) => Promise<Row>,
      note: (row: Row) => MailContent,
    ): Promise<Row>;
  }
}

/**
 * A request is never stored without its note, nor the reverse (an outbox row and the request
 * commit together). Delivery runs after the answer: a slow or failing mail server neither holds
 * the visitor's 201 nor turns it into an error; the outbox keeps the message and its lastError,
 * and closing the app waits for deliveries under way.
 */
export const salesNotifierPlugin = fp(async (app: FastifyInstance) => {
  const inFlight = new Set<Promise<void>>();
  app.decorate(
    "fileWithSalesNote",
    async <Row extends { email: string }>(
      log: FastifyBaseLogger,
      store: (db: Db) => Promise<Row>,
      note: (row: Row) => MailContent,
    ): Promise<Row> => {
      const { row, outboxId } = await app.db.transaction(async (tx) => {
        const row = await store(tx);
        const { subject, text } = note(row);
        const message = { to: app.config.SALES_EMAIL, subject, text, replyTo: row.email };
        return { row, outboxId: await app.mail.queueIn(tx, message) };
      });
      const delivery = app.mail
        .send(outboxId)
        .catch((err: unknown) =>
          log.error({ err, outboxId }, "sales notification not sent yet; it waits in the outbox"),
        )
        .finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
      return row;
    },
  );
  app.addHook("onClose", async () => {
    await Promise.allSettled(inFlight);
  });
});
