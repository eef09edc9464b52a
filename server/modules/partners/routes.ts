import type { FastifyInstance } from "fastify";
import { asc } from "drizzle-orm";
import { partners } from "../../db/schema";

export async function partnerRoutes(app: FastifyInstance) {
  app.get("/api/partners", { config: { rateLimit: app.limits.read } }, () =>
    app.db.select().from(partners).orderBy(asc(partners.type), asc(partners.name)),
  );
}
