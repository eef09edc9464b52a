// Dates as the visitor reads them. The server knows neither the visitor's language nor their
// today: its HTML, and React while it hydrates that HTML, write dates in the site's language and
// call past only the events past for every visitor on the day the server drew the page; once the
// page runs, dates follow the visitor's language and calendar. A visitor who reads the site's
// language and whose today has the same events behind it gets the page as the server drew it.
import { useHydrated } from "~/lib/use-hydrated";
import { isPastEverywhere, isPastEvent, SITE_LOCALE } from "./news-filters";
import type { NewsEvent } from "~common/contract/records";

/**
 * The visitor's language: their browser's, read from `navigator` rather than ICU's default, so a
 * visitor who reads the site's own language starts no ICU at all. English without a region
 * writes its dates as the site does.
 */
function visitorLocale(): string {
  const language = navigator.language || SITE_LOCALE;
  return language === "en" ? SITE_LOCALE : language;
}

/** The locale to write dates and numbers in: the site's, then the visitor's (their browser's). */
export function useDateLocale(): string {
  return useHydrated() ? visitorLocale() : SITE_LOCALE;
}

/**
 * Whether an event has taken place by the visitor's today; in the server's HTML, whether it had
 * for every visitor on `drawnOn`, the UTC day the server drew the page (null: drawn in the browser).
 */
export function usePastEvent(
  item: Pick<NewsEvent, "type" | "date">,
  drawnOn: string | null,
): boolean {
  if (useHydrated()) return isPastEvent(item, new Date());
  return drawnOn !== null && isPastEverywhere(item, drawnOn);
}

/** The ids of the events among `items` that have taken place, as `usePastEvent` says. */
export function usePastEvents(
  items: readonly Pick<NewsEvent, "id" | "type" | "date">[],
  drawnOn: string | null,
): number[] {
  const hydrated = useHydrated();
  const today = new Date();
  const past = (item: Pick<NewsEvent, "type" | "date">) =>
    hydrated ? isPastEvent(item, today) : drawnOn !== null && isPastEverywhere(item, drawnOn);
  return items.filter(past).map((item) => item.id);
}
