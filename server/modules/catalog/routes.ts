import type { FastifyInstance, FastifyReply } from "fastify";
import { coffeeApi } from "../../../common/contract/catalog";
import { contractRoute } from "../../contract";
import {
  listGrades,
  listOptions,
  listProcessingMethods,
  listRegions,
  listVarieties,
} from "./service";

// The catalog changes only by migration, so browsers and proxies may keep it a few minutes.
function cacheable(reply: FastifyReply) {
  reply.header("cache-control", "public, max-age=300");
}

export async function catalogRoutes(app: FastifyInstance) {
  const config = { rateLimit: app.limits.read };

  contractRoute(app, coffeeApi.regions, {
    config,
    handler: (_request, reply) => {
      cacheable(reply);
      return listRegions(app.db);
    },
  });

  contractRoute(app, coffeeApi.processingMethods, {
    config,
    handler: (request, reply) => {
      cacheable(reply);
      return listProcessingMethods(app.db, request.params.category);
    },
  });

  contractRoute(app, coffeeApi.grades, {
    config,
    handler: (request, reply) => {
      cacheable(reply);
      return listGrades(app.db, request.params.category);
    },
  });

  contractRoute(app, coffeeApi.varieties, {
    config,
    handler: (request, reply) => {
      cacheable(reply);
      return listVarieties(app.db, request.params.region, request.params.category);
    },
  });

  contractRoute(app, coffeeApi.options, {
    config,
    handler: (request, reply) => {
      cacheable(reply);
      return listOptions(app.db, request.query);
    },
  });
}
