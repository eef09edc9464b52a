import { ArrowRight, CalendarDays, MapPin } from "lucide-react";
import { Suspense } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { island } from "~/lib/island";
import { NewsEventBadges } from "./news-event-badges";
import { formatNewsDate } from "./news-filters";
import type { NewsEvent } from "~common/contract/records";

// The card's picture keeps the server's HTML on a first load: its code, and the media manifest the
// house artwork is drawn from, arrive when a card is first drawn in the browser (a filter cleared).
const NewsEventImage = island(() =>
  import("./news-event-image.island").then((m) => m.NewsEventImage),
);

export interface NewsEventCardProps {
  item: NewsEvent;
  /** The language its date is written in (visitor-dates.ts). */
  locale: string;
  /** An event that has taken place by the visitor's today. */
  past: boolean;
  /** Featured items get a wide card with the image beside the text. */
  wide?: boolean;
  onReadMore: (item: NewsEvent) => void;
}

/** One item, with its Read More. */
export function NewsEventCard({ item, locale, past, wide, onReadMore }: NewsEventCardProps) {
  return (
    <article
      className={cn(
        "group flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition duration-200 hover:-translate-y-0.5 hover:shadow-lg",
        wide && "md:flex-row",
      )}
    >
      <div
        className={cn(
          "aspect-[16/10] shrink-0 overflow-hidden bg-primary/10",
          wide && "md:aspect-auto md:w-[46%]",
        )}
      >
        {/* The frame's colour stands in while a card drawn in the browser waits for the picture's code. */}
        <Suspense fallback={null}>
          <NewsEventImage
            item={item}
            sizes={
              wide
                ? "(min-width: 768px) 34rem, 100vw"
                : "(min-width: 1024px) 23rem, (min-width: 768px) 50vw, 100vw"
            }
            className="transition duration-500 group-hover:scale-[1.03]"
          />
        </Suspense>
      </div>
      <div className={cn("flex flex-1 flex-col p-6", wide && "md:p-8")}>
        <NewsEventBadges item={item} past={past} />
        <h3 className={cn("mt-4 text-xl", wide && "md:text-2xl")}>
          {/* The item's own page: the address to share or bookmark. */}
          <Link
            to={`/news-events/${item.id}`}
            className="decoration-secondary/60 underline-offset-4 hover:underline"
          >
            {item.title}
          </Link>
        </h3>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden className="h-4 w-4 text-secondary" />
            <time dateTime={item.date.slice(0, 10)} className="tabular">
              {formatNewsDate(item.date, locale)}
            </time>
          </span>
          {item.type === "event" && item.location ? (
            <span className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden className="h-4 w-4 text-secondary" />
              {item.location}
            </span>
          ) : null}
        </p>
        <p className={cn("mt-3 text-[15px] text-ink/85", wide ? "line-clamp-4" : "line-clamp-3")}>
          {item.excerpt}
        </p>
        <div className="mt-auto pt-6">
          <button
            type="button"
            onClick={() => onReadMore(item)}
            className="inline-flex items-center gap-2 rounded-full text-sm font-semibold text-primary transition hover:gap-3"
          >
            Read More<span className="sr-only">: {item.title}</span>
            <ArrowRight aria-hidden className="h-4 w-4" />
          </button>
        </div>
      </div>
    </article>
  );
}
