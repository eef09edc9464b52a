// What every anonymous form POST shares: the honeypot check, and storing the request together
// with its two mails (the note to the sales team, the visitor's confirmation).
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { CODE_MESSAGES } from "../../../common/errors";
import { HONEYPOT_FIELD, isHoneypotFilled } from "../../../common/schemas/fields";
import { validationError } from "../../errors";
import type { Db } from "../../db/client";
import type { MailFoot } from "../mail/confirmations";
import type { MailContent } from "../mail/letter";
import type { MailMessage } from "../mail/service";
import type { NoteLinks } from "../mail/templates";
import { mailFoot } from "../site-settings/house-contact";

/** preHandler: a filled honeypot is a bot; refuse it with the generic message and store nothing. */
export async function refuseFilledHoneypot(request: FastifyRequest) {
  const body = request.body as { [HONEYPOT_FIELD]?: string } | undefined;
  if (body && isHoneypotFilled(body)) throw validationError(CODE_MESSAGES.VALIDATION_ERROR);
}

/** The two mails of one kind of request. */
export interface RequestMails<Row> {
  /** To SALES_EMAIL, every field; Reply-To is the visitor. */
  note: (row: Row, links: NoteLinks) => MailContent;
  /**
   * To the visitor, with the house's contact facts at its foot; Reply-To is the sales email set
   * in the desk, else SALES_EMAIL.
   */
  confirmation: (row: Row, foot: MailFoot) => MailContent;
}

/**
 * How a request and its mails are stored together: given the mails as worked out from what the
 * request says (`Described`: the row, or all of it but what only the insert gives), it answers
 * with the stored row and the outbox ids of the mails.
 */
export type Filer<Row, Described> = (
  db: Db,
  letters: (described: Described) => MailMessage[],
) => Promise<{ row: Row; outboxIds: number[] }>;

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Stores a visitor's request, the note to the sales team and the visitor's confirmation
     * together (`file` decides how: one statement, or a transaction), answers with the stored
     * row, and sends both mails afterwards without delaying or failing the answer.
     */
    fileWithNoteAndConfirmation<Row, Described extends { email: string }>(
      log: FastifyBaseLogger,
      file: Filer<Row, Described>,
      mails: RequestMails<Described>,
    ): Promise<Row>;
  }
}

/**
 * A request is never stored without its two mails, nor the reverse (the outbox rows and the
 * request commit together). Delivery runs after the answer: a slow or failing mail server neither
 * holds the visitor's 201 nor turns it into an error; the outbox keeps the messages and their
 * lastError, and closing the app waits for deliveries under way.
 */
export const requestMailPlugin = fp(async (app: FastifyInstance) => {
  const sales = app.config.SALES_EMAIL;
  const links: NoteLinks = { publicUrl: app.config.PUBLIC_URL };
  app.decorate(
    "fileWithNoteAndConfirmation",
    async <Row, Described extends { email: string }>(
      log: FastifyBaseLogger,
      file: Filer<Row, Described>,
      mails: RequestMails<Described>,
    ): Promise<Row> => {
      const house = await app.siteSettings();
      const replyTo = house.salesEmail ?? sales;
      const { row, outboxIds } = await file(app.db, (row) => [
        { ...mails.note(row, links), to: sales, replyTo: row.email, kind: "sales-note" },
        {
          ...mails.confirmation(row, mailFoot(house)),
          to: row.email,
          replyTo,
          kind: "confirmation",
        },
      ]);
      app.mail.sendLater(outboxIds, log);
      return row;
    },
  );
});
