// What every anonymous form POST shares: the honeypot check and the note to the sales team.
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { CODE_MESSAGES } from "../../../common/errors";
import { HONEYPOT_FIELD, isHoneypotFilled } from "../../../common/schemas/fields";
import { validationError } from "../../errors";
import type { MailContent } from "../mail/templates";

/** preHandler: a filled honeypot is a bot; refuse it with the generic message and store nothing. */
export async function refuseFilledHoneypot(request: FastifyRequest) {
  const body = request.body as { [HONEYPOT_FIELD]?: string } | undefined;
  if (body && isHoneypotFilled(body)) throw validationError(CODE_MESSAGES.VALIDATION_ERROR);
}

declare module "fastify" {
  interface FastifyInstance {
    /** Queues a mail to the sales team without delaying or failing the visitor's answer. */
    notifySales(log: FastifyBaseLogger, mail: MailContent, replyTo: string): void;
  }
}

/**
 * The request is already stored when this runs, so a slow or failing mail server must neither
 * hold the visitor's 201 nor turn it into an error: delivery runs after the answer, failures are
 * logged (the outbox keeps the message and its lastError), and closing the app waits for it.
 */
export const salesNotifierPlugin = fp(async (app: FastifyInstance) => {
  const inFlight = new Set<Promise<void>>();
  app.decorate("notifySales", (log: FastifyBaseLogger, mail: MailContent, replyTo: string) => {
    const delivery = app.mail
      .queue({ to: app.config.SALES_EMAIL, subject: mail.subject, text: mail.text, replyTo })
      .catch((err: unknown) =>
        log.error({ err }, "sales notification failed; the request itself is stored"),
      )
      .finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  });
  app.addHook("onClose", async () => {
    await Promise.allSettled(inFlight);
  });
});
