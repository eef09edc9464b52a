// Buyers on the desk (issue 49, decision 068): the list (searched on the server), one buyer with
// its requests, proposals and dispatches, its edits and its merge into another.
import { useMutation, useQuery, useQueryClient, type QueryClient } from "~/lib/query-layer";
import { apiQuery, callApi } from "~/lib/api-client";
import type { BuyerMergeInput, BuyerUpdateInput } from "~common/schemas/buyer";
import { signOutOnExpiredSession, useExpiredSessionWatch } from "./session";

/** Every buyer read: the lists of each search and each buyer's details all start with it. */
const BUYERS_PATH = "/api/buyers";

function refreshBuyers(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith(BUYERS_PATH),
  });
}

/** The buyers whose company, domain, country or note holds `q` (all of them for ""). */
export function useBuyerList(q: string) {
  const query = useQuery({
    ...apiQuery("GET /api/buyers", { query: { q: q.trim() } }),
    // The rows of the last search stay while the next one is read.
    placeholderData: (previous) => previous,
  });
  useExpiredSessionWatch(query.error);
  return query;
}

export function useBuyer(id: number) {
  const query = useQuery(apiQuery("GET /api/buyers/:id", { params: { id } }));
  useExpiredSessionWatch(query.error);
  return query;
}

export function useUpdateBuyer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: BuyerUpdateInput) =>
      callApi("PATCH /api/buyers/:id", { params: { id }, body: update }),
    onSuccess: () => refreshBuyers(queryClient),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}

/** Moves every request of buyer `id` to `intoId`; buyer `id` is then gone. */
export function useMergeBuyer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (merge: BuyerMergeInput) =>
      callApi("POST /api/buyers/:id/merge", { params: { id }, body: merge }),
    onSuccess: () => refreshBuyers(queryClient),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}

/** Deletes a buyer with no request left (the server refuses others with 409). */
export function useDeleteBuyer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi("DELETE /api/buyers/:id", { params: { id } }),
    onSuccess: () => refreshBuyers(queryClient),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}
