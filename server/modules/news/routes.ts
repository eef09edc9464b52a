import type { FastifyInstance } from "fastify";
import { listNewsEvents } from "./service";

export async function newsRoutes(app: FastifyInstance) {
  app.get("/api/news-events", { config: { rateLimit: app.limits.read } }, () =>
    listNewsEvents(app.db),
  );
}
