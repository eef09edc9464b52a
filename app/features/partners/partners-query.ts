import { useQuery } from "~/lib/query-layer";
import { apiQuery } from "~/lib/api-client";

export function usePartners() {
  return useQuery(apiQuery("GET /api/partners", {}));
}
