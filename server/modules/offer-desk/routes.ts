import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { offerSchema } from "../../../common/schemas/offer";
import { notFound } from "../../errors";
import { recordIdParams } from "../../record-id";
import { ADMIN_ACTOR, recordAudit } from "../audit/service";
import { createOffer, deleteOffer, updateOffer } from "./service";

const OFFER_NOT_FOUND = "The coffee offer was not found.";

/** The admin's offer writes (behind the admin guard); the public list is in modules/offers. */
export async function offerDeskRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post("/api/offers", { schema: { body: offerSchema } }, async (request, reply) => {
    const offer = await createOffer(app.db, request.body);
    await recordAudit(app.db, {
      actor: ADMIN_ACTOR,
      action: "create",
      entity: "offers",
      entityId: offer.id,
      details: { name: offer.name },
    });
    return reply.status(201).send(offer);
  });

  app.put(
    "/api/offers/:id",
    { schema: { params: recordIdParams, body: offerSchema } },
    async (request) => {
      const offer = await updateOffer(app.db, request.params.id, request.body);
      if (!offer) throw notFound(OFFER_NOT_FOUND);
      await recordAudit(app.db, {
        actor: ADMIN_ACTOR,
        action: "update",
        entity: "offers",
        entityId: offer.id,
        details: { name: offer.name },
      });
      return offer;
    },
  );

  app.delete("/api/offers/:id", { schema: { params: recordIdParams } }, async (request) => {
    const name = await deleteOffer(app.db, request.params.id);
    if (name === null) throw notFound(OFFER_NOT_FOUND);
    await recordAudit(app.db, {
      actor: ADMIN_ACTOR,
      action: "delete",
      entity: "offers",
      entityId: request.params.id,
      details: { name },
    });
    return { success: true };
  });
}
