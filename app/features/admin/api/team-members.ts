// The people on /team in the desk: the list (the public one, in the desk's order), add, edit,
// delete and order; the list is read again after each write.
import { useQuery } from "~/lib/query-layer";
import { apiQuery, callApi, queryKeyOf } from "~/lib/api-client";
import type { TeamMemberData } from "~common/schemas/team-member";
import { useListWrite } from "./list-write";

export const TEAM_KEY = queryKeyOf("GET /api/team-members", {});

export function useTeamMembers() {
  return useQuery(apiQuery("GET /api/team-members", {}));
}

export function useSaveTeamMember() {
  return useListWrite(TEAM_KEY, ({ id, member }: { id: number | null; member: TeamMemberData }) =>
    id === null
      ? callApi("POST /api/team-members", { body: member })
      : callApi("PUT /api/team-members/:id", { params: { id }, body: member }),
  );
}

export function useDeleteTeamMember() {
  return useListWrite(TEAM_KEY, (id: number) =>
    callApi("DELETE /api/team-members/:id", { params: { id } }),
  );
}

export function useOrderTeamMembers() {
  return useListWrite(TEAM_KEY, (ids: number[]) =>
    callApi("PUT /api/team-member-order", { body: { ids } }),
  );
}
