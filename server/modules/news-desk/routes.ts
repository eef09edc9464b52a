import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { newsEventSchema } from "../../../common/schemas/news-event";
import { notFound } from "../../errors";
import { recordIdParams } from "../../record-id";
import { ADMIN_ACTOR, recordAudit } from "../audit/service";
import { createNewsEvent, deleteNewsEvent, updateNewsEvent } from "./service";

const NEWS_EVENT_NOT_FOUND = "The news/event was not found.";

/** The admin's news and event writes (behind the admin guard); the public list is in modules/news. */
export async function newsDeskRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post("/api/news-events", { schema: { body: newsEventSchema } }, async (request, reply) => {
    const item = await createNewsEvent(app.db, request.body);
    await recordAudit(app.db, {
      actor: ADMIN_ACTOR,
      action: "create",
      entity: "news-events",
      entityId: item.id,
      details: { title: item.title },
    });
    return reply.status(201).send(item);
  });

  app.put(
    "/api/news-events/:id",
    { schema: { params: recordIdParams, body: newsEventSchema } },
    async (request) => {
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
  );

  app.delete("/api/news-events/:id", { schema: { params: recordIdParams } }, async (request) => {
    const title = await deleteNewsEvent(app.db, request.params.id);
    if (title === null) throw notFound(NEWS_EVENT_NOT_FOUND);
    await recordAudit(app.db, {
      actor: ADMIN_ACTOR,
      action: "delete",
      entity: "news-events",
      entityId: request.params.id,
      details: { title },
    });
    return { success: true };
  });
}
