import { useQuery } from "@tanstack/react-query";
import type { Offer } from "../../../common/schemas/offer";

/** The query key is the API path; the query client's default function GETs it (spec section 7). */
export const OFFERS_QUERY_KEY = ["/api/offers"] as const;

/** GET /api/offers: every lot, newest first. */
export function useOffers() {
  return useQuery<Offer[]>({ queryKey: OFFERS_QUERY_KEY });
}
