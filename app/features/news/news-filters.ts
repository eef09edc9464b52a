import { FILTER_ALL, NEWS_TYPE_FILTERS } from "../../../common/constants";
import { sortNewsEvents } from "../../../common/news-order";
import type { NewsEvent } from "../../../common/contract/records";

export type NewsTypeFilter = (typeof NEWS_TYPE_FILTERS)[number];

export interface NewsFilters {
  search: string;
  type: NewsTypeFilter;
  category: string;
}

export const NO_NEWS_FILTERS: NewsFilters = { search: "", type: FILTER_ALL, category: FILTER_ALL };

/** The categories present in the list, each once, alphabetically; blank categories are left out. */
export function newsCategories(items: readonly NewsEvent[]): string[] {
  const categories = new Set(
    items.map((item) => item.category.trim()).filter((category) => category !== ""),
  );
  return [...categories].sort((a, b) => a.localeCompare(b));
}

/** Spec section 5: a case-insensitive substring match over title, excerpt and category. */
function matchesSearch(item: NewsEvent, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === "") return true;
  return [item.title, item.excerpt, item.category].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/** The items that pass every filter, featured first and then newest first. */
export function filterNewsEvents(items: readonly NewsEvent[], filters: NewsFilters): NewsEvent[] {
  return sortNewsEvents(
    items.filter(
      (item) =>
        (filters.type === FILTER_ALL || item.type === filters.type) &&
        (filters.category === FILTER_ALL || item.category.trim() === filters.category) &&
        matchesSearch(item, filters.search),
    ),
  );
}

/**
 * A stored calendar day (yyyy-mm-dd) in the visitor's own date format, e.g. "November 18, 2025",
 * or in `locale`'s.
 */
export function formatNewsDate(isoDate: string, locale?: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number) as [
    number,
    number,
    number,
  ];
  // Built from parts so the day never shifts: new Date("2025-11-18") is UTC midnight.
  return new Date(year, month - 1, day).toLocaleDateString(locale, {
    year: "numeric",
    month: "long",
    day: "numeric",
  });
}

/** An event whose day (yyyy-mm-dd) came before the visitor's today has taken place. */
export function isPastEvent(item: Pick<NewsEvent, "type" | "date">, today: Date): boolean {
  const todayIso = [
    today.getFullYear(),
    String(today.getMonth() + 1).padStart(2, "0"),
    String(today.getDate()).padStart(2, "0"),
  ].join("-");
  return item.type === "event" && item.date.slice(0, 10) < todayIso;
}
