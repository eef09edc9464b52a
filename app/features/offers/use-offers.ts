import { useQuery } from "~/lib/query-layer";
import { apiQuery } from "~/lib/api-client";

/**
 * GET /api/offers: every lot, newest first. On a visit that started on /offers the client starts
 * from the lots the server rendered (useRenderedReply) and, as data never goes stale, does not ask
 * again.
 */
export function useOffers() {
  return useQuery(apiQuery("GET /api/offers", {}));
}
