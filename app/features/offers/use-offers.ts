import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "~/lib/api-client";

/** GET /api/offers: every lot, newest first. */
export function useOffers() {
  return useQuery(apiQuery("GET /api/offers", {}));
}
