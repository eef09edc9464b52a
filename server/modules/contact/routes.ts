import type { FastifyInstance } from "fastify";
import { requestApi } from "../../../common/contract/requests";
import { contractRoute } from "../../contract";
import { contactConfirmation } from "../mail/confirmations";
import { contactMail } from "../mail/templates";
import { refuseFilledHoneypot } from "../requests/public-form";
import { fileContactMessage } from "./service";

export async function contactRoutes(app: FastifyInstance) {
  contractRoute(app, requestApi.contact, {
    config: { rateLimit: app.limits.form },
    preHandler: refuseFilledHoneypot,
    handler: async (request) => {
      const message = await app.fileWithNoteAndConfirmation(
        request.log,
        (db, letters) => fileContactMessage(db, request.body, letters),
        { note: contactMail, confirmation: contactConfirmation },
      );
      return { success: true as const, id: message.reference };
    },
  });
}
