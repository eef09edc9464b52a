import { asc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { partnerApi } from "../../../common/contract/catalog";
import { contractRoute } from "../../contract";
import { partners } from "../../db/schema";

export async function partnerRoutes(app: FastifyInstance) {
  contractRoute(app, partnerApi.list, {
    config: { rateLimit: app.limits.read },
    handler: () => app.db.select().from(partners).orderBy(asc(partners.type), asc(partners.name)),
  });
}
