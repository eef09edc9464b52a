import type { FastifyInstance } from "fastify";
import { offerApi } from "../../../common/contract/offers";
import { contractRoute } from "../../contract";
import { notFound } from "../../errors";
import { ADMIN_ACTOR, recordAudit } from "../audit/service";
import { withImages } from "../offers/service";
import { createOffer, deleteOffer, updateOffer } from "./service";

const OFFER_NOT_FOUND = "The coffee offer was not found.";

/** The admin's offer writes (inside the admin scope); the public list is in modules/offers. */
export async function offerDeskRoutes(app: FastifyInstance) {
  contractRoute(app, offerApi.create, {
    handler: async (request) => {
      const offer = await createOffer(app.db, request.body);
      await recordAudit(app.db, {
        actor: ADMIN_ACTOR,
        action: "create",
        entity: "offers",
        entityId: offer.id,
        details: { name: offer.name },
      });
      return { ...offer, images: [] };
    },
  });

  contractRoute(app, offerApi.update, {
    handler: async (request) => {
      const offer = await updateOffer(app.db, request.params.id, request.body);
      if (!offer) throw notFound(OFFER_NOT_FOUND);
      await recordAudit(app.db, {
        actor: ADMIN_ACTOR,
        action: "update",
        entity: "offers",
        entityId: offer.id,
        details: { name: offer.name },
      });
      const [lot] = await withImages(app.db, [offer]);
      return lot!;
    },
  });

  contractRoute(app, offerApi.remove, {
    handler: async (request) => {
      const name = await deleteOffer(app.db, request.params.id);
      if (name === null) throw notFound(OFFER_NOT_FOUND);
      await recordAudit(app.db, {
        actor: ADMIN_ACTOR,
        action: "delete",
        entity: "offers",
        entityId: request.params.id,
        details: { name },
      });
      return { success: true as const };
    },
  });
}
