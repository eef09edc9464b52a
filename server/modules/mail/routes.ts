import type { FastifyInstance } from "fastify";
import { outboxApi } from "../../../common/contract/outbox";
import { contractRoute } from "../../contract";
import { conflict, notFound } from "../../errors";
import { ADMIN_ACTOR, recordAudit } from "../audit/service";
import { findOutboxMessage, listOutbox, outboxCounts, retryOutboxMessage } from "./outbox-desk";

export const MESSAGE_NOT_FOUND = "The message was not found.";
export const ALREADY_SENT = "This message has already been sent.";

/** The admin's Outbox tab (inside the admin scope). */
export async function outboxRoutes(app: FastifyInstance) {
  contractRoute(app, outboxApi.list, {
    config: { rateLimit: app.limits.read },
    handler: async (request, reply) => {
      reply.header("cache-control", "no-store");
      return listOutbox(app.db, request.query.status, request.query.page);
    },
  });

  contractRoute(app, outboxApi.counts, {
    config: { rateLimit: app.limits.read },
    handler: async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return outboxCounts(app.db);
    },
  });

  contractRoute(app, outboxApi.view, {
    config: { rateLimit: app.limits.read },
    handler: async (request, reply) => {
      const message = await findOutboxMessage(app.db, request.params.id);
      if (!message) throw notFound(MESSAGE_NOT_FOUND);
      reply.header("cache-control", "no-store");
      return message;
    },
  });

  contractRoute(app, outboxApi.retry, {
    handler: async (request) => {
      const { id } = request.params;
      const outcome = await retryOutboxMessage(app.db, id);
      if (outcome === "not-found") throw notFound(MESSAGE_NOT_FOUND);
      if (outcome === "already-sent") throw conflict(ALREADY_SENT);
      await recordAudit(app.db, {
        actor: ADMIN_ACTOR,
        action: "mail.retry",
        entity: "outbox",
        entityId: id,
      });
      // Through the same claim as the background sender: never twice, even if it runs now too.
      app.mail.sendLater([id], request.log);
      return outcome;
    },
  });
}
