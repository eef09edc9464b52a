// News and events in the admin: the list, POST, PUT, DELETE; the list is refetched after each write.
import { useMutation, useQuery, useQueryClient } from "~/lib/query-layer";
import { apiQuery, callApi, queryKeyOf } from "~/lib/api-client";
import type { NewsEventData } from "~common/schemas/news-event";
import { signOutOnExpiredSession } from "./session";

export function useNewsEvents() {
  return useQuery(apiQuery("GET /api/news-events", {}));
}

const refetchList = { queryKey: queryKeyOf("GET /api/news-events", {}) };

export function useSaveNewsEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, item }: { id: number | null; item: NewsEventData }) =>
      id === null
        ? callApi("POST /api/news-events", { body: item })
        : callApi("PUT /api/news-events/:id", { params: { id }, body: item }),
    onSuccess: () => queryClient.refetchQueries(refetchList),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}

export function useDeleteNewsEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi("DELETE /api/news-events/:id", { params: { id } }),
    onSuccess: () => queryClient.refetchQueries(refetchList),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}
