// Offers in the admin: the list (shared with the public page), POST, PUT, DELETE.
import { useMutation, useQuery, useQueryClient } from "~/lib/query-layer";
import { apiQuery, callApi, queryKeyOf } from "~/lib/api-client";
import type { OfferData } from "~common/schemas/offer";
import { signOutOnExpiredSession } from "./session";

export function useOffers() {
  return useQuery(apiQuery("GET /api/offers", {}));
}

export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, offer }: { id: number | null; offer: OfferData }) =>
      id === null
        ? callApi("POST /api/offers", { body: offer })
        : callApi("PUT /api/offers/:id", { params: { id }, body: offer }),
    // The public /offers page reads the same key, so it shows the change at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf("GET /api/offers", {}) }),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi("DELETE /api/offers/:id", { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf("GET /api/offers", {}) }),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}
