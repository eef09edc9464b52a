// News and events in the admin: the list, POST, PUT, DELETE; the list is refetched after each write.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiDelete, apiPost, apiPut } from "~/lib/api-client";
import type { NewsEvent, NewsEventData } from "../../../../common/schemas/news-event";
import { signOutOnExpiredSession } from "./session";

export const NEWS_EVENTS_KEY = ["/api/news-events"] as const;

export function useNewsEvents() {
  return useQuery<NewsEvent[]>({ queryKey: NEWS_EVENTS_KEY });
}

export function useSaveNewsEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, item }: { id: number | null; item: NewsEventData }) =>
      id === null
        ? apiPost<NewsEvent>("/api/news-events", item)
        : apiPut<NewsEvent>(`/api/news-events/${id}`, item),
    onSuccess: () => queryClient.refetchQueries({ queryKey: NEWS_EVENTS_KEY }),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}

export function useDeleteNewsEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete<unknown>(`/api/news-events/${id}`),
    onSuccess: () => queryClient.refetchQueries({ queryKey: NEWS_EVENTS_KEY }),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}
