import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { REQUEST_TYPES } from "../../../common/constants";
import { requestStatusUpdateSchema } from "../../../common/schemas/admin";
import { conflict, notFound } from "../../errors";
import { recordIdParams } from "../../record-id";
import { ADMIN_ACTOR, recordAudit } from "../audit/service";
import { changeRequestStatus, deleteFinishedRequest, listRequests } from "./service";

export const REQUEST_NOT_FOUND = "The request was not found.";
export const ONLY_FINISHED_DELETABLE = "Only completed or cancelled requests can be deleted.";

/**
 * The admin's side of quote, sample and trip requests (behind the admin guard). One route per
 * collection, so a type that is not a collection is simply not found.
 */
export async function requestDeskRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const type of REQUEST_TYPES) {
    app.get(`/api/${type}`, { config: { rateLimit: app.limits.read } }, async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return listRequests(app.db, type);
    });

    app.patch(
      `/api/${type}/:id/status`,
      { schema: { params: recordIdParams, body: requestStatusUpdateSchema } },
      async (request) => {
        const { id } = request.params;
        const { status } = request.body;
        const row = await changeRequestStatus(app.db, type, id, status);
        if (!row) throw notFound(REQUEST_NOT_FOUND);
        await recordAudit(app.db, {
          actor: ADMIN_ACTOR,
          action: "status.change",
          entity: type,
          entityId: id,
          details: { status },
        });
        return row;
      },
    );

    app.delete(`/api/${type}/:id`, { schema: { params: recordIdParams } }, async (request) => {
      const { id } = request.params;
      const outcome = await deleteFinishedRequest(app.db, type, id);
      if (outcome === "not-found") throw notFound(REQUEST_NOT_FOUND);
      if (outcome === "not-finished") throw conflict(ONLY_FINISHED_DELETABLE);
      await recordAudit(app.db, {
        actor: ADMIN_ACTOR,
        action: "delete",
        entity: type,
        entityId: id,
      });
      return { success: true };
    });
  }
}
