import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { COFFEE_CATEGORY_VALUES } from "../../../common/constants";
import { hasNoNulCharacter, invalidCharacterMessage } from "../../../common/schemas/fields";
import {
  listGrades,
  listOptions,
  listProcessingMethods,
  listRegions,
  listVarieties,
} from "./service";

const category = z.enum(COFFEE_CATEGORY_VALUES, {
  error: "Category must be Speciality or Commercial",
});

// An unknown region is simply one without coffees; only text the database cannot compare is refused.
function catalogText(label: string) {
  return z.string().trim().refine(hasNoNulCharacter, invalidCharacterMessage(label));
}

const optionsQuery = z.object({
  category,
  processingMethod: catalogText("Processing method").optional(),
  region: catalogText("Region").optional(),
});

// The catalogue changes only by migration, so browsers and proxies may keep it a few minutes.
function cacheable(reply: FastifyReply) {
  reply.header("cache-control", "public, max-age=300");
}

export async function catalogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { rateLimit: app.limits.read };

  app.get("/api/coffee/regions", { config }, (_request, reply) => {
    cacheable(reply);
    return listRegions(app.db);
  });

  app.get(
    "/api/coffee/processing-methods/:category",
    { config, schema: { params: z.object({ category }) } },
    (request, reply) => {
      cacheable(reply);
      return listProcessingMethods(app.db, request.params.category);
    },
  );

  app.get(
    "/api/coffee/grades/:category",
    { config, schema: { params: z.object({ category }) } },
    (request, reply) => {
      cacheable(reply);
      return listGrades(app.db, request.params.category);
    },
  );

  // The client encodes the region (Jimma/Limmu arrives as Jimma%2FLimmu); the router decodes it.
  app.get(
    "/api/coffee/varieties/:region/:category",
    { config, schema: { params: z.object({ region: catalogText("Region"), category }) } },
    (request, reply) => {
      cacheable(reply);
      return listVarieties(app.db, request.params.region, request.params.category);
    },
  );

  app.get(
    "/api/coffee/options",
    { config, schema: { querystring: optionsQuery } },
    (request, reply) => {
      cacheable(reply);
      return listOptions(app.db, request.query);
    },
  );
}
