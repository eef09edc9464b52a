// What /news-events shows under its filters: the Featured and Latest Updates sections of cards, or
// a notice when there is nothing to show.
import { Newspaper, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { NewsEventCard } from "./news-event-card";
import type { NewsEvent } from "~common/contract/records";

export interface NewsSectionsProps {
  featured: NewsEvent[];
  latest: NewsEvent[];
  /** The language dates are written in, and the events past by the visitor's today (visitor-dates.ts). */
  locale: string;
  past: number[];
  onReadMore: (item: NewsEvent) => void;
}

/** Featured items on wide cards, then the latest updates. */
export function NewsSections({ featured, latest, locale, past, onReadMore }: NewsSectionsProps) {
  const card = (item: NewsEvent, wide?: boolean) => (
    <NewsEventCard
      key={item.id}
      item={item}
      locale={locale}
      past={past.includes(item.id)}
      wide={wide}
      onReadMore={onReadMore}
    />
  );
  return (
    <>
      {featured.length > 0 ? (
        <NewsSection title="Featured">
          <div className="mt-6 grid gap-6">{featured.map((item) => card(item, true))}</div>
        </NewsSection>
      ) : null}
      {latest.length > 0 ? (
        <NewsSection title="Latest Updates">
          <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {latest.map((item) => card(item))}
          </div>
        </NewsSection>
      ) : null}
    </>
  );
}

/** Nothing published (or a failed read, not shown as an error: spec section 8). */
export function NoNewsYet() {
  return (
    <Notice icon={<Newspaper className="h-6 w-6" />}>
      <p>No news or events available at the moment. Our admin team will be adding content soon.</p>
    </Notice>
  );
}

/** No item passes the filters; Clear Filters drops them. */
export function NoNewsFound({ onClear }: { onClear: () => void }) {
  return (
    <Notice icon={<SearchX className="h-6 w-6" />} title="No results found">
      <p>Try adjusting your search terms or filters.</p>
      <Button variant="outline" className="mt-6" onClick={onClear}>
        Clear Filters
      </Button>
    </Notice>
  );
}

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
