import type { FastifyInstance } from "fastify";
import { newsEventApi } from "../../../common/contract/news-events";
import { contractRoute } from "../../contract";
import { listNewsEvents } from "./service";

export async function newsRoutes(app: FastifyInstance) {
  contractRoute(app, newsEventApi.list, {
    config: { rateLimit: app.limits.read },
    handler: () => listNewsEvents(app.db),
  });
}
