// The feedback buyers gave on samples of one lot (issue 49, decision 069), for its desk view.
import { useQuery } from "~/lib/query-layer";
import { apiQuery } from "~/lib/api-client";
import { useExpiredSessionWatch } from "./session";

export function useLotSampleFeedback(offerId: number) {
  const query = useQuery(
    apiQuery("GET /api/offers/:id/sample-feedback", { params: { id: offerId } }),
  );
  useExpiredSessionWatch(query.error);
  return query;
}
