// A request's history on the desk (issue 49): its timeline, and adding an internal note.
import { useMutation, useQuery, useQueryClient } from "~/lib/query-layer";
import { apiQuery, callApi, queryKeyOf } from "~/lib/api-client";
import type { RequestType } from "~common/constants";
import type { RequestNoteInput } from "~common/schemas/request-note";
import { signOutOnExpiredSession, useExpiredSessionWatch } from "./session";

/** The request's own address: its history and what the status editor refreshes. */
export const requestHistoryKey = (type: RequestType, id: string) => ({
  queryKey: queryKeyOf(`GET /api/${type}/:id` as const, { params: { id } }),
});

export function useRequestHistory(type: RequestType, id: string) {
  const route: `GET /api/${RequestType}/:id` = `GET /api/${type}/:id`;
  const query = useQuery(apiQuery(route, { params: { id } }));
  useExpiredSessionWatch(query.error);
  return query;
}

/** Adds an internal note; the request's history is read again. */
export function useAddRequestNote(type: RequestType, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: RequestNoteInput) =>
      callApi(`POST /api/${type}/:id/notes` as const, { params: { id }, body: note }),
    onSuccess: () => queryClient.invalidateQueries(requestHistoryKey(type, id)),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}
