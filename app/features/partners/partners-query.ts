import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "~/lib/api-client";
import { partnerApi } from "../../../common/contract/catalog";

export function usePartners() {
  return useQuery(apiQuery(partnerApi.list, {}));
}
