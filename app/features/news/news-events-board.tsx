// The body of /news-events: the filters, then the items they leave, Featured and Latest Updates,
// a part kept as the server drew it (news-sections.tsx) and drawn anew by its code when the
// filters or the visitor's dates change (decisions 049, 053); Read More opens an item's dialog.
import { Search } from "lucide-react";
import { Suspense, useMemo, useState } from "react";
import { FILTER_ALL, NEWS_TYPE_LABELS } from "../../../common/constants";
import { useRenderedReply } from "~/lib/rendered-reply";
import { Field, Input } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { staticPart, type PartActions } from "~/lib/static-part";
import {
  filterNewsEvents,
  newsCategories,
  NO_NEWS_FILTERS,
  type NewsFilters,
  type NewsTypeFilter,
} from "./news-filters";
import { useDateLocale, usePastEvents } from "./visitor-dates";
import type { NewsEvent } from "../../../common/contract/records";
import { lazyPart } from "~/lib/lazy-part";

// Only needed once a visitor opens an item.
const NewsEventDialog = lazyPart(() => import("./news-event-dialog"));
// Only a visit that did not start on /news-events reads the items through the query layer.
const NewsFromApi = lazyPart(() => import("./news-from-api"));
const NewsSections = staticPart(() => import("./news-sections").then((m) => m.NewsSections));
const NoNewsFound = staticPart(() => import("./news-sections").then((m) => m.NoNewsFound));
const NoNewsYet = staticPart(() => import("./news-sections").then((m) => m.NoNewsYet));

const TYPE_OPTIONS: { value: NewsTypeFilter; label: string }[] = [
  { value: FILTER_ALL, label: "All Types" },
  { value: "news", label: NEWS_TYPE_LABELS.news },
  { value: "event", label: "Events" },
];

function NewsFilterBar({
  filters,
  categories,
  onChange,
}: {
  filters: NewsFilters;
  categories: string[];
  onChange: (next: NewsFilters) => void;
}) {
  return (
    <div className="grid items-end gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:grid-cols-2 sm:gap-4 sm:p-5 md:p-6 lg:grid-cols-[1fr_12rem_14rem]">
      <Field label="Search news and events" className="sm:col-span-2 lg:col-span-1">
        {(control) => (
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute left-3.5 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
            />
            <Input
              {...control}
              type="search"
              value={filters.search}
              onChange={(event) => onChange({ ...filters, search: event.target.value })}
              placeholder="Title, summary or category"
              className="pl-10"
            />
          </div>
        )}
      </Field>
      <Field label="Type">
        {(control) => (
          <Select
            {...control}
            value={filters.type}
            onValueChange={(type) => onChange({ ...filters, type: type as NewsTypeFilter })}
            options={TYPE_OPTIONS}
          />
        )}
      </Field>
      <Field label="Category">
        {(control) => (
          <Select
            {...control}
            value={filters.category}
            onValueChange={(category) => onChange({ ...filters, category })}
            options={[
              { value: FILTER_ALL, label: "All Categories" },
              ...categories.map((category) => ({ value: category, label: category })),
            ]}
          />
        )}
      </Field>
    </div>
  );
}

/**
 * The public news and events: the items the server rendered into the page, or else
 * GET /api/news-events through the query layer, which starts from the rendered ones when they
 * exist (decisions 030 and 033). `rendered` is null when the page came without them; `drawnOn` is
 * the UTC day the server drew them on (visitor-dates.ts).
 */
export function NewsEventsBoard({
  rendered,
  drawnOn,
}: {
  rendered: NewsEvent[] | null;
  drawnOn: string | null;
}) {
  // The items the page was drawn with stay while it is open.
  const [items] = useState(rendered);
  useRenderedReply("GET /api/news-events", items);
  if (items) return <NewsBoard items={items} drawnOn={drawnOn} />;
  return (
    <Suspense fallback={<LoadingNews />}>
      <NewsFromApi />
    </Suspense>
  );
}

/** What the news page shows while the items are on their way. */
export function LoadingNews() {
  return (
    <p role="status" className="min-h-svh py-20 text-center text-muted">
      Loading news and events...
    </p>
  );
}

/**
 * Filters, Featured, Latest Updates and the Read More dialog, for a list of items the server drew
 * on `drawnOn` (a UTC day), or the browser (null).
 */
export function NewsBoard({ items, drawnOn }: { items: NewsEvent[]; drawnOn: string | null }) {
  const [filters, setFilters] = useState<NewsFilters>(NO_NEWS_FILTERS);
  const [reading, setReading] = useState<NewsEvent | null>(null);
  const categories = useMemo(() => newsCategories(items), [items]);
  const visible = useMemo(() => filterNewsEvents(items, filters), [items, filters]);
  const locale = useDateLocale();
  const past = usePastEvents(items, drawnOn);
  const actions: PartActions = {
    "read-more": ({ dataset }) =>
      setReading(items.find(({ id }) => String(id) === dataset.item) ?? null),
    clear: () => setFilters(NO_NEWS_FILTERS),
  };

  // No items, or a failed load (not shown as an error, spec section 8), reads as an empty list.
  if (items.length === 0) {
    return (
      <Suspense fallback={null}>
        <NoNewsYet />
      </Suspense>
    );
  }

  return (
    // A visitor at the filters or the cards is about to change what the items' part shows.
    <div onPointerDownCapture={NewsSections.preload} onFocusCapture={NewsSections.preload}>
      <NewsFilterBar filters={filters} categories={categories} onChange={setFilters} />
      <div className="mt-12">
        <Suspense fallback={<LoadingNews />}>
          {visible.length === 0 ? (
            <NoNewsFound actions={actions} />
          ) : (
            <NewsSections
              featured={visible.filter((item) => item.featured)}
              latest={visible.filter((item) => !item.featured)}
              locale={locale}
              past={past}
              actions={actions}
            />
          )}
        </Suspense>
      </div>
      {reading ? (
        <Suspense fallback={null}>
          <NewsEventDialog item={reading} onClose={() => setReading(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
