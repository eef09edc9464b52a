import { useQuery } from "~/lib/query-layer";
import { apiQuery } from "~/lib/api-client";

/**
 * The public list of news, events and announcements. On a visit that started on /news-events the
 * client starts from the items the server rendered (useRenderedReply) and, as data never goes
 * stale, does not ask again.
 */
export function useNewsEvents() {
  return useQuery(apiQuery("GET /api/news-events", {}));
}
