import type { FastifyInstance } from "fastify";
import { newsEventApi } from "../../../common/contract/news-events";
import { contractRoute, contractSerializer } from "../../contract";
import { sendList } from "../../plugins/list-cache";
import { listNewsEvents } from "./service";

export async function newsRoutes(app: FastifyInstance) {
  const serializeList = contractSerializer(newsEventApi.list, app.config.NODE_ENV === "test");
  // The /news-events page reads the same list (server/modules/pages).
  app.listCache.define("news-events", async () => serializeList(await listNewsEvents(app.db)));
  contractRoute(app, newsEventApi.list, {
    config: { rateLimit: app.limits.read },
    handler: async (request, reply) =>
      sendList(request, reply, await app.listCache.get("news-events")),
  });
}
