import type { FastifyInstance } from "fastify";
import { farmerStoryApi } from "../../../common/contract/farmer-stories";
import { FARMER_ORDER_MESSAGE } from "../../../common/schemas/farmer-story";
import { contractRoute, contractSerializer } from "../../contract";
import { notFound } from "../../errors";
import { sendList } from "../../plugins/list-cache";
import { ADMIN_ACTOR, recordAudit } from "../audit/service";
import {
  createFarmerStory,
  deleteFarmerStory,
  listFarmerStories,
  orderFarmerStories,
  updateFarmerStory,
} from "./service";

const STORY_NOT_FOUND = "The farmer story was not found.";

/** GET /api/farmer-stories: what /farmers-stories tells, for everyone; read once per change. */
export async function farmerStoryRoutes(app: FastifyInstance) {
  const serialize = contractSerializer(farmerStoryApi.list, app.config.NODE_ENV === "test");
  app.listCache.define("farmer-stories", async () => serialize(await listFarmerStories(app.db)));
  contractRoute(app, farmerStoryApi.list, {
    config: { rateLimit: app.limits.read },
    handler: async (request, reply) =>
      sendList(request, reply, await app.listCache.get("farmer-stories")),
  });
}

/** The desk's writes (inside the admin scope, which drops the cached pages after each). */
export async function farmerStoryDeskRoutes(app: FastifyInstance) {
  const audit = (action: "create" | "update" | "delete", id: number | null, details: object) =>
    recordAudit(app.db, {
      actor: ADMIN_ACTOR,
      action,
      entity: "farmer-stories",
      entityId: id,
      details: { ...details },
    });

  contractRoute(app, farmerStoryApi.create, {
    handler: async (request) => {
      const story = await createFarmerStory(app.db, request.body);
      await audit("create", story.id, { farmerName: String(story.farmerName) });
      return story;
    },
  });

  contractRoute(app, farmerStoryApi.update, {
    handler: async (request) => {
      const story = await updateFarmerStory(app.db, request.params.id, request.body);
      if (!story) throw notFound(STORY_NOT_FOUND);
      await audit("update", story.id, { farmerName: String(story.farmerName) });
      return story;
    },
  });

  contractRoute(app, farmerStoryApi.remove, {
    handler: async (request) => {
      const farmerName = await deleteFarmerStory(app.db, request.params.id);
      if (farmerName === null) throw notFound(STORY_NOT_FOUND);
      await audit("delete", request.params.id, { farmerName });
      return { success: true as const };
    },
  });

  contractRoute(app, farmerStoryApi.order, {
    handler: async (request) => {
      const list = await orderFarmerStories(app.db, request.body.ids, FARMER_ORDER_MESSAGE);
      await audit("update", null, { order: request.body.ids });
      return list;
    },
  });
}
