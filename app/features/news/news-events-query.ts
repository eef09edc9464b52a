import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "~/lib/api-client";
import type { NewsEvent } from "../../../common/contract/records";

/**
 * The public list of news, events and announcements. `rendered` is the list the server put in
 * the page; the query starts from it and, as data never goes stale, does not ask again.
 */
export function useNewsEvents(rendered?: NewsEvent[] | null) {
  return useQuery({ ...apiQuery("GET /api/news-events", {}), initialData: rendered ?? undefined });
}
