// The body of /news-events: the filters, then the items they leave, Featured and Latest Updates;
// Read More opens an item's dialog.
import { Search } from "lucide-react";
import { Suspense, useMemo, useState } from "react";
import { FILTER_ALL, NEWS_TYPE_LABELS } from "~common/constants";
import { Field, Input } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import {
  filterNewsEvents,
  newsCategories,
  NO_NEWS_FILTERS,
  type NewsFilters,
  type NewsTypeFilter,
} from "./news-filters";
import { NewsSections, NoNewsFound, NoNewsYet } from "./news-sections";
import { useDateLocale, usePastEvents } from "./visitor-dates";
import type { NewsEvent } from "~common/contract/records";
import { lazyPart } from "~/lib/lazy-part";

// Only needed once a visitor opens an item.
const NewsEventDialog = lazyPart(() => import("./news-event-dialog"));

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

  // No items, or a failed load (not shown as an error, spec section 8), reads as an empty list.
  if (items.length === 0) return <NoNewsYet />;

  return (
    <div>
      <NewsFilterBar filters={filters} categories={categories} onChange={setFilters} />
      <div className="mt-12">
        {visible.length === 0 ? (
          <NoNewsFound onClear={() => setFilters(NO_NEWS_FILTERS)} />
        ) : (
          <NewsSections
            featured={visible.filter((item) => item.featured)}
            latest={visible.filter((item) => !item.featured)}
            locale={locale}
            past={past}
            onReadMore={setReading}
          />
        )}
      </div>
      {reading ? (
        <Suspense fallback={null}>
          <NewsEventDialog item={reading} onClose={() => setReading(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
