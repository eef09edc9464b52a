import type { FastifyInstance } from "fastify";
import { listOffers } from "./service";

export async function offerRoutes(app: FastifyInstance) {
  app.get("/api/offers", { config: { rateLimit: app.limits.read } }, () => listOffers(app.db));
}
