// News and events in the admin: the list, POST, PUT, DELETE; the list is refetched after each write.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiQuery, callApi, queryKeyOf } from "~/lib/api-client";
import { newsEventApi } from "../../../../common/contract/news-events";
import type { NewsEventData } from "../../../../common/schemas/news-event";
import { signOutOnExpiredSession } from "./session";

export function useNewsEvents() {
  return useQuery(apiQuery(newsEventApi.list, {}));
}

const refetchList = { queryKey: queryKeyOf(newsEventApi.list, {}) };

export function useSaveNewsEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, item }: { id: number | null; item: NewsEventData }) =>
      id === null
        ? callApi(newsEventApi.create, { body: item })
        : callApi(newsEventApi.update, { params: { id }, body: item }),
    onSuccess: () => queryClient.refetchQueries(refetchList),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}

export function useDeleteNewsEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(newsEventApi.remove, { params: { id } }),
    onSuccess: () => queryClient.refetchQueries(refetchList),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}
