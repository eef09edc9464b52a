import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "~/lib/api-client";
import { offerApi } from "../../../common/contract/offers";

/** GET /api/offers: every lot, newest first. */
export function useOffers() {
  return useQuery(apiQuery(offerApi.list, {}));
}
