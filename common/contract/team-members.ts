// The people on /team (issue 50): everyone reads them in the desk's order; the administrator
// writes, orders and deletes them. A portrait is set as the place team-member/<slug>.
import { z } from "../zod";
import { teamMemberSchema, teamOrderSchema, TEAM_NETWORKS } from "../schemas/team-member";
import { endpoint } from "./endpoint";
import { publicImageRecord } from "./media-image";
import { recordIdParams } from "./record-id";
import { successReply } from "./records";

export const teamMemberRecord = z.object({
  id: z.number().int(),
  /** The content id they had, and the key of their portrait's place; never changes. */
  slug: z.string(),
  name: z.string(),
  role: z.string(),
  badge: z.string(),
  bio: z.string(),
  email: z.string().nullable(),
  social: z.array(z.object({ network: z.enum(TEAM_NETWORKS), href: z.string() })),
  /** From the image library; null shows their initials. */
  portrait: publicImageRecord.nullable(),
});
export type TeamMember = z.output<typeof teamMemberRecord>;

export const teamMemberApi = {
  list: endpoint({
    method: "GET",
    path: "/api/team-members",
    response: z.array(teamMemberRecord),
  }),
  /** Added last. */
  create: endpoint({
    method: "POST",
    path: "/api/team-members",
    body: teamMemberSchema,
    response: teamMemberRecord,
    status: 201,
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/team-members/:id",
    params: recordIdParams,
    body: teamMemberSchema,
    response: teamMemberRecord,
  }),
  /** Also takes their portrait out of its place (the image stays in the library). */
  remove: endpoint({
    method: "DELETE",
    path: "/api/team-members/:id",
    params: recordIdParams,
    response: successReply,
  }),
  order: endpoint({
    method: "PUT",
    path: "/api/team-member-order",
    body: teamOrderSchema,
    response: z.array(teamMemberRecord),
  }),
};
