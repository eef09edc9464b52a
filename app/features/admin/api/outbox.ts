// The mail outbox in the admin: a page of messages, the undelivered count, one message, retry now.
import { useMutation, useQuery, useQueryClient } from "~/lib/query-layer";
import { apiQuery, callApi } from "~/lib/api-client";
import type { OutboxStatus } from "~common/contract/outbox";
import { signOutOnExpiredSession, useExpiredSessionWatch } from "./session";

/** Every outbox read (pages, counts, messages): what a retry or a refresh makes stale. */
const everyOutboxRead = {
  predicate: (query: { queryKey: readonly unknown[] }) =>
    String(query.queryKey[0]).startsWith("/api/outbox"),
};

export function useOutboxPage(status: OutboxStatus | undefined, page: number) {
  const query = useQuery(apiQuery("GET /api/outbox", { query: { status, page } }));
  useExpiredSessionWatch(query.error);
  return query;
}

/** Pending and failed messages: shown on the Outbox tab and in the admin header. */
export function useOutboxCounts() {
  const query = useQuery(apiQuery("GET /api/outbox/counts", {}));
  useExpiredSessionWatch(query.error);
  return query;
}

export function useOutboxMessage(id: number | null) {
  const query = useQuery({
    ...apiQuery("GET /api/outbox/:id", { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
  useExpiredSessionWatch(query.error);
  return query;
}

export function useRefreshOutbox() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(everyOutboxRead);
}

/** The server sends it at once in the background; the lists refresh to show it pending again. */
export function useRetryOutboxMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi("POST /api/outbox/:id/retry", { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries(everyOutboxRead),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}
