// Offers in the admin: the list (GET /api/offers, shared with the public page), POST, PUT, DELETE.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiDelete, apiPost, apiPut } from "~/lib/api-client";
import type { Offer, OfferData } from "../../../../common/schemas/offer";
import { signOutOnExpiredSession } from "./session";

export const OFFERS_KEY = ["/api/offers"] as const;

export function useOffers() {
  return useQuery<Offer[]>({ queryKey: OFFERS_KEY });
}

export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, offer }: { id: number | null; offer: OfferData }) =>
      id === null
        ? apiPost<Offer>("/api/offers", offer)
        : apiPut<Offer>(`/api/offers/${id}`, offer),
    // The public /offers page reads the same key, so it shows the change at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OFFERS_KEY }),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete<unknown>(`/api/offers/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OFFERS_KEY }),
    onError: (error) => signOutOnExpiredSession(queryClient, error),
  });
}
