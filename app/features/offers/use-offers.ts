import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "~/lib/api-client";
import type { Offer } from "../../../common/contract/records";

/**
 * GET /api/offers: every lot, newest first. `rendered` is the list the server put in the page;
 * the query starts from it and, as data never goes stale, does not ask again.
 */
export function useOffers(rendered?: Offer[] | null) {
  return useQuery({ ...apiQuery("GET /api/offers", {}), initialData: rendered ?? undefined });
}
