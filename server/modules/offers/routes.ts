import type { FastifyInstance } from "fastify";
import { offerApi } from "../../../common/contract/offers";
import { contractRoute } from "../../contract";
import { listOffers } from "./service";

export async function offerRoutes(app: FastifyInstance) {
  contractRoute(app, offerApi.list, {
    config: { rateLimit: app.limits.read },
    handler: () => listOffers(app.db),
  });
}
