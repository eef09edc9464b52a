import { useQuery } from "@tanstack/react-query";
import { apiQuery } from "~/lib/api-client";
import { newsEventApi } from "../../../common/contract/news-events";

/** The public list of news, events and announcements. */
export function useNewsEvents() {
  return useQuery(apiQuery(newsEventApi.list, {}));
}
