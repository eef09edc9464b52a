// News and events (spec section 9): their types and the public type filter.
import { FILTER_ALL } from "./choice";

export const NEWS_TYPES = ["news", "event", "announcement"] as const;
export type NewsType = (typeof NEWS_TYPES)[number];
export const NEWS_TYPE_LABELS: Record<NewsType, string> = {
  news: "News",
  event: "Event",
  announcement: "Announcement",
};
/** The public type filter offers only these. */
export const NEWS_TYPE_FILTERS = [FILTER_ALL, "news", "event"] as const;
