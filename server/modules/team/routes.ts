import type { FastifyInstance } from "fastify";
import { teamMemberApi } from "../../../common/contract/team-members";
import { TEAM_ORDER_MESSAGE } from "../../../common/schemas/team-member";
import { contractRoute, contractSerializer } from "../../contract";
import { sendList } from "../../plugins/list-cache";
import { notFound } from "../../errors";
import { ADMIN_ACTOR, recordAudit } from "../audit/service";
import {
  createTeamMember,
  deleteTeamMember,
  listTeamMembers,
  orderTeamMembers,
  updateTeamMember,
} from "./service";

const MEMBER_NOT_FOUND = "The team member was not found.";

/** GET /api/team-members: what /team shows, for everyone; read once per change, with an ETag. */
export async function teamRoutes(app: FastifyInstance) {
  const serialize = contractSerializer(teamMemberApi.list, app.config.NODE_ENV === "test");
  app.listCache.define("team-members", async () => serialize(await listTeamMembers(app.db)));
  contractRoute(app, teamMemberApi.list, {
    config: { rateLimit: app.limits.read },
    handler: async (request, reply) =>
      sendList(request, reply, await app.listCache.get("team-members")),
  });
}

/**
 * The desk's writes (inside the admin scope, which drops the cached pages after each). The audit
 * names what was stored: a lone surrogate a client sent would not go into jsonb.
 */
export async function teamDeskRoutes(app: FastifyInstance) {
  const audit = (action: "create" | "update" | "delete", id: number | null, details: object) =>
    recordAudit(app.db, {
      actor: ADMIN_ACTOR,
      action,
      entity: "team-members",
      entityId: id,
      details: { ...details },
    });

  contractRoute(app, teamMemberApi.create, {
    handler: async (request) => {
      const member = await createTeamMember(app.db, request.body);
      await audit("create", member.id, { name: String(member.name) });
      return member;
    },
  });

  contractRoute(app, teamMemberApi.update, {
    handler: async (request) => {
      const member = await updateTeamMember(app.db, request.params.id, request.body);
      if (!member) throw notFound(MEMBER_NOT_FOUND);
      await audit("update", member.id, { name: String(member.name) });
      return member;
    },
  });

  contractRoute(app, teamMemberApi.remove, {
    handler: async (request) => {
      const name = await deleteTeamMember(app.db, request.params.id);
      if (name === null) throw notFound(MEMBER_NOT_FOUND);
      await audit("delete", request.params.id, { name });
      return { success: true as const };
    },
  });

  contractRoute(app, teamMemberApi.order, {
    handler: async (request) => {
      const list = await orderTeamMembers(app.db, request.body.ids, TEAM_ORDER_MESSAGE);
      await audit("update", null, { order: request.body.ids });
      return list;
    },
  });
}
