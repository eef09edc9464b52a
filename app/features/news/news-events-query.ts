import { useQuery } from "@tanstack/react-query";
import type { NewsEvent } from "../../../common/schemas/news-event";

/** The public list; the default query function GETs the key's first element. */
export const NEWS_EVENTS_QUERY_KEY = ["/api/news-events"] as const;

export function useNewsEvents() {
  return useQuery<NewsEvent[]>({ queryKey: NEWS_EVENTS_QUERY_KEY });
}
