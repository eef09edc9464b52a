// Dates as the visitor reads them. The server knows neither the visitor's language nor their
// today: its HTML, and React while it hydrates that HTML, write dates in the site's language and
// call no event past; once the page runs, dates follow the visitor's language and calendar.
import { useHydrated } from "~/lib/use-hydrated";
import { isPastEvent } from "./news-filters";
import type { NewsEvent } from "../../../common/contract/records";

/** The language the server writes dates in. */
const SITE_LOCALE = "en-US";

/** The locale to write dates and numbers in: the site's, then the visitor's (their browser's). */
export function useDateLocale(): string {
  return useHydrated() ? Intl.DateTimeFormat().resolvedOptions().locale : SITE_LOCALE;
}

/** Whether an event has taken place by the visitor's today; never in the server's HTML. */
export function usePastEvent(item: Pick<NewsEvent, "type" | "date">): boolean {
  return useHydrated() && isPastEvent(item, new Date());
}

/** The ids of the events among `items` that have taken place by the visitor's today; none in the server's HTML. */
export function usePastEvents(items: readonly Pick<NewsEvent, "id" | "type" | "date">[]): number[] {
  const hydrated = useHydrated();
  if (!hydrated) return [];
  const today = new Date();
  return items.filter((item) => isPastEvent(item, today)).map((item) => item.id);
}
