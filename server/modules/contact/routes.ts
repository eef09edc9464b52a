import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contactSchema } from "../../../common/schemas/contact";
import { contactMail } from "../mail/templates";
import { refuseFilledHoneypot } from "../requests/public-form";
import { createContact } from "./service";

export async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/contact",
    {
      config: { rateLimit: app.limits.form },
      schema: { body: contactSchema },
      preHandler: refuseFilledHoneypot,
    },
    async (request, reply) => {
      const contact = await createContact(app.db, request.body);
      app.notifySales(request.log, contactMail(contact), contact.email);
      return reply.status(201).send({ success: true, id: contact.id });
    },
  );
}
