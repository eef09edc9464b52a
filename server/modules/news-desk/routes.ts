import type { FastifyInstance } from "fastify";
import { newsEventApi } from "../../../common/contract/news-events";
import { contractRoute } from "../../contract";
import { notFound } from "../../errors";
import { ADMIN_ACTOR, recordAudit } from "../audit/service";
import { createNewsEvent, deleteNewsEvent, updateNewsEvent } from "./service";

const NEWS_EVENT_NOT_FOUND = "The news/event was not found.";

/** The admin's news and event writes (inside the admin scope); the public list is in modules/news. */
export async function newsDeskRoutes(app: FastifyInstance) {
  contractRoute(app, newsEventApi.create, {
    handler: async (request) => {
      const item = await createNewsEvent(app.db, request.body);
      await recordAudit(app.db, {
        actor: ADMIN_ACTOR,
        action: "create",
        entity: "news-events",
        entityId: item.id,
        details: { title: item.title },
      });
      return item;
    },
  });

  contractRoute(app, newsEventApi.update, {
    handler: async (request) => {
      const item = await updateNewsEvent(app.db, request.params.id, request.body);
      if (!item) throw notFound(NEWS_EVENT_NOT_FOUND);
      await recordAudit(app.db, {
        actor: ADMIN_ACTOR,
        action: "update",
        entity: "news-events",
        entityId: item.id,
        details: { title: item.title },
      });
      return item;
    },
  });

  contractRoute(app, newsEventApi.remove, {
    handler: async (request) => {
      const title = await deleteNewsEvent(app.db, request.params.id);
      if (title === null) throw notFound(NEWS_EVENT_NOT_FOUND);
      await recordAudit(app.db, {
        actor: ADMIN_ACTOR,
        action: "delete",
        entity: "news-events",
        entityId: request.params.id,
        details: { title },
      });
      return { success: true as const };
    },
  });
}
