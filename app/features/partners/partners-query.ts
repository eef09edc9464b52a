import { useQuery } from "@tanstack/react-query";
import type { Partner } from "../../../common/schemas/requests";

/** GET /api/partners through the default query function. */
export const PARTNERS_QUERY_KEY = ["/api/partners"] as const;

export function usePartners() {
  return useQuery<Partner[]>({ queryKey: PARTNERS_QUERY_KEY });
}
