import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "~/lib/api-client";

/** The public list of news, events and announcements. */
export function useNewsEvents() {
  return useQuery(apiQuery("GET /api/news-events", {}));
}
