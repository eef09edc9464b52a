import { FILTER_ALL, NEWS_TYPE_FILTERS } from "~common/constants";
import { sortNewsEvents } from "~common/news-order";
import { monthDayYearText } from "~common/english-dates";
import type { NewsEvent } from "~common/contract/records";

export type NewsTypeFilter = (typeof NEWS_TYPE_FILTERS)[number];

export interface NewsFilters {
  search: string;
  type: NewsTypeFilter;
  category: string;
}

export const NO_NEWS_FILTERS: NewsFilters = { search: "", type: FILTER_ALL, category: FILTER_ALL };

/** Words of letters, digits and spaces alone, which every language's alphabet orders alike. */
const PLAIN_WORDS = /^[A-Za-z0-9 ]*$/;

/**
 * `a` against `b` in alphabetical order, as `localeCompare` has it. Plain words are compared here:
 * the first `localeCompare` of a page starts ICU's collation, 20-40 ms of main thread on the
 * benchmark host while the news page hydrates. Letters regardless of case first, then a lower
 * case letter before its capital, as ICU's root order has them.
 */
export function alphabetical(a: string, b: string): number {
  if (!PLAIN_WORDS.test(a) || !PLAIN_WORDS.test(b)) return a.localeCompare(b);
  const [lowerA, lowerB] = [a.toLowerCase(), b.toLowerCase()];
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
  return a === b ? 0 : a > b ? -1 : 1;
}

/** The categories present in the list, each once, alphabetically; blank categories are left out. */
export function newsCategories(items: readonly NewsEvent[]): string[] {
  const categories = new Set(
    items.map((item) => item.category.trim()).filter((category) => category !== ""),
  );
  return [...categories].sort(alphabetical);
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

/** The language the site writes in, whose dates are written without ICU (`monthDayYearText`). */
export const SITE_LOCALE = "en-US";

/**
 * A stored calendar day (yyyy-mm-dd) in the visitor's own date format, e.g. "November 18, 2025",
 * or in `locale`'s. The site's own language is written without `Intl`: the first date ICU writes
 * costs a page 40-70 ms of main thread on the benchmark host.
 */
export function formatNewsDate(isoDate: string, locale?: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number) as [
    number,
    number,
    number,
  ];
  if (locale === SITE_LOCALE) return monthDayYearText(new Date(Date.UTC(year, month - 1, day)));
  // Built from parts so the day never shifts: new Date("2025-11-18") is UTC midnight.
  return new Date(year, month - 1, day).toLocaleDateString(locale, {
    year: "numeric",
    month: "long",
    day: "numeric",
  });
}

/** The calendar day (yyyy-mm-dd) it is in UTC at `now`: the day a server draws a news page on. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * An event that has taken place by every visitor's today on `day` (yyyy-mm-dd, UTC): its day
 * came before the day before. A visitor's today is at most one day behind UTC's (UTC-12), so the
 * server can draw these events past without knowing where its visitor is.
 */
export function isPastEverywhere(item: Pick<NewsEvent, "type" | "date">, day: string): boolean {
  const dayBefore = utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000));
  return item.type === "event" && item.date.slice(0, 10) < dayBefore;
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
