import { Newspaper, Search, SearchX } from "lucide-react";
import { lazy, Suspense, useMemo, useState, type ReactNode } from "react";
import { FILTER_ALL, NEWS_TYPE_LABELS } from "../../../common/constants";
import { Button } from "~/components/ui/button";
import { useRenderedReply } from "~/lib/rendered-reply";
import { Field, Input } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { NewsEventCard } from "./news-event-card";
import {
  filterNewsEvents,
  newsCategories,
  NO_NEWS_FILTERS,
  type NewsFilters,
  type NewsTypeFilter,
} from "./news-filters";
import type { NewsEvent } from "../../../common/contract/records";

// Only needed once a visitor opens an item.
const NewsEventDialog = lazy(() => import("./news-event-dialog"));
// Only a visit that did not start on /news-events reads the items through the query layer.
const NewsFromApi = lazy(() => import("./news-from-api"));

const TYPE_OPTIONS: { value: NewsTypeFilter; label: string }[] = [
  { value: FILTER_ALL, label: "All Types" },
  { value: "news", label: NEWS_TYPE_LABELS.news },
  { value: "event", label: "Events" },
];

function Notice({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-dashed border-line bg-white/60 px-6 py-14 text-center">
      <span
        aria-hidden
        className="flex h-12 w-12 items-center justify-center rounded-full bg-primary/10 text-primary"
      >
        {icon}
      </span>
      {title ? <h2 className="mt-5 text-2xl">{title}</h2> : null}
      <div className="mt-2 text-muted">{children}</div>
    </div>
  );
}

function NewsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `news-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="mt-14 first:mt-0">
      <div className="flex items-center gap-4">
        <h2 id={id} className="text-3xl">
          {title}
        </h2>
        <span aria-hidden className="h-px flex-1 bg-line" />
      </div>
      {children}
    </section>
  );
}

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
 * exist (decisions 030 and 033). `rendered` is null when the page came without them.
 */
export function NewsEventsBoard({ rendered }: { rendered: NewsEvent[] | null }) {
  // The items the page was drawn with stay while it is open.
  const [items] = useState(rendered);
  useRenderedReply("GET /api/news-events", items);
  if (items) return <NewsBoard items={items} />;
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

/** Filters, Featured, Latest Updates and the Read More dialog, for a list of items. */
export function NewsBoard({ items }: { items: NewsEvent[] }) {
  const [filters, setFilters] = useState<NewsFilters>(NO_NEWS_FILTERS);
  const [reading, setReading] = useState<NewsEvent | null>(null);
  const categories = useMemo(() => newsCategories(items), [items]);
  const visible = useMemo(() => filterNewsEvents(items, filters), [items, filters]);

  // No items, or a failed load (not shown as an error, spec section 8), reads as an empty list.
  if (items.length === 0) {
    return (
      <Notice icon={<Newspaper className="h-6 w-6" />}>
        <p>
          No news or events available at the moment. Our admin team will be adding content soon.
        </p>
      </Notice>
    );
  }

  const featured = visible.filter((item) => item.featured);
  const latest = visible.filter((item) => !item.featured);
  return (
    <>
      <NewsFilterBar filters={filters} categories={categories} onChange={setFilters} />
      <div className="mt-12">
        {visible.length === 0 ? (
          <Notice icon={<SearchX className="h-6 w-6" />} title="No results found">
            <p>Try adjusting your search terms or filters.</p>
            <Button variant="outline" className="mt-6" onClick={() => setFilters(NO_NEWS_FILTERS)}>
              Clear Filters
            </Button>
          </Notice>
        ) : null}
        {featured.length > 0 ? (
          <NewsSection title="Featured">
            <div className="mt-6 grid gap-6">
              {featured.map((item) => (
                <NewsEventCard key={item.id} item={item} onReadMore={setReading} wide />
              ))}
            </div>
          </NewsSection>
        ) : null}
        {latest.length > 0 ? (
          <NewsSection title="Latest Updates">
            <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {latest.map((item) => (
                <NewsEventCard key={item.id} item={item} onReadMore={setReading} />
              ))}
            </div>
          </NewsSection>
        ) : null}
      </div>
      {reading ? (
        <Suspense fallback={null}>
          <NewsEventDialog item={reading} onClose={() => setReading(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
