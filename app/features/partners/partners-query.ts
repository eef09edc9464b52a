import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "~/lib/api-client";

export function usePartners() {
  return useQuery(apiQuery("GET /api/partners", {}));
}
