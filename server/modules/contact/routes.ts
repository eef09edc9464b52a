import type { FastifyInstance } from "fastify";
import { requestApi } from "../../../common/contract/requests";
import { contractRoute } from "../../contract";
import { contactConfirmation } from "../mail/confirmations";
import { contactMail } from "../mail/templates";
import { refuseFilledHoneypot } from "../requests/public-form";
import { createContact } from "./service";

export async function contactRoutes(app: FastifyInstance) {
  contractRoute(app, requestApi.contact, {
    config: { rateLimit: app.limits.form },
    preHandler: refuseFilledHoneypot,
    handler: async (request) => {
      const contact = await app.fileWithNoteAndConfirmation(
        request.log,
        // Its mails name the message by its serial number: the insert comes first.
        (db, letters) =>
          db.transaction(async (tx) => {
            const row = await createContact(tx, request.body);
            return { row, outboxIds: await app.mail.queueAllIn(tx, letters(row)) };
          }),
        { note: contactMail, confirmation: contactConfirmation },
      );
      return { success: true as const, id: contact.id };
    },
  });
}
