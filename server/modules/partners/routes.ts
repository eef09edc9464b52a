import type { FastifyInstance } from "fastify";
import { partnerApi } from "../../../common/contract/catalog";
import { partnerDeskApi } from "../../../common/contract/partners";
import { PARTNER_ORDER_MESSAGE } from "../../../common/schemas/partner";
import { contractRoute, contractSerializer } from "../../contract";
import { sendList } from "../../plugins/list-cache";
import { notFound } from "../../errors";
import { ADMIN_ACTOR, recordAudit } from "../audit/service";
import {
  createPartner,
  deletePartner,
  listPartners,
  orderPartners,
  updatePartner,
} from "./service";

const PARTNER_NOT_FOUND = "The partner or customer was not found.";

/** GET /api/partners: read once per change (decision 027), sent with an ETag. */
export async function partnerRoutes(app: FastifyInstance) {
  const serialize = contractSerializer(partnerApi.list, app.config.NODE_ENV === "test");
  app.listCache.define("partners", async () => serialize(await listPartners(app.db)));
  contractRoute(app, partnerApi.list, {
    config: { rateLimit: app.limits.read },
    handler: async (request, reply) =>
      sendList(request, reply, await app.listCache.get("partners")),
  });
}

/**
 * The desk's writes (inside the admin scope, which drops the cached pages after each). The audit
 * names what was stored: a lone surrogate a client sent would not go into jsonb.
 */
export async function partnerDeskRoutes(app: FastifyInstance) {
  const audit = (action: "create" | "update" | "delete", id: number, name?: string) =>
    recordAudit(app.db, {
      actor: ADMIN_ACTOR,
      action,
      entity: "partners",
      entityId: id,
      details: name === undefined ? undefined : { name },
    });

  contractRoute(app, partnerDeskApi.create, {
    handler: async (request) => {
      const partner = await createPartner(app.db, request.body);
      await audit("create", partner.id, String(partner.name));
      return partner;
    },
  });

  contractRoute(app, partnerDeskApi.update, {
    handler: async (request) => {
      const partner = await updatePartner(app.db, request.params.id, request.body);
      if (!partner) throw notFound(PARTNER_NOT_FOUND);
      await audit("update", partner.id, String(partner.name));
      return partner;
    },
  });

  contractRoute(app, partnerDeskApi.remove, {
    handler: async (request) => {
      const name = await deletePartner(app.db, request.params.id);
      if (name === null) throw notFound(PARTNER_NOT_FOUND);
      await audit("delete", request.params.id, name);
      return { success: true as const };
    },
  });

  contractRoute(app, partnerDeskApi.order, {
    handler: async (request) => {
      const list = await orderPartners(app.db, request.body.ids, PARTNER_ORDER_MESSAGE);
      await recordAudit(app.db, {
        actor: ADMIN_ACTOR,
        action: "update",
        entity: "partners",
        details: { order: request.body.ids },
      });
      return list;
    },
  });
}
