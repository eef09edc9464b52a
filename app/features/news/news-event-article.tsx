import { CalendarDays, MapPin, Users } from "lucide-react";
import type { ReactNode } from "react";
import { NewsEventBadges } from "./news-event-badges";
import { figureText } from "~common/trade-figures";
import { formatNewsDate, SITE_LOCALE } from "./news-filters";
import type { NewsEvent } from "~common/contract/records";

/** A count (an event's attendees) in `locale`'s digits; the site's own language without `Intl`. */
function countText(count: number, locale: string): string {
  return locale === SITE_LOCALE ? figureText(count) : count.toLocaleString(locale);
}

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <span
        aria-hidden
        className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-white text-secondary ring-1 ring-line"
      >
        {icon}
      </span>
      <div>
        <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">{label}</dt>
        <dd className="mt-0.5 text-[15px] text-ink">{children}</dd>
      </div>
    </div>
  );
}

/** The article body: one paragraph per line break the editor typed. */
function ArticleBody({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <div className="space-y-4 text-[15px] leading-relaxed text-ink/90">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

/**
 * A whole news item or event below its title and picture: badges and date, an event's details,
 * and the text. The Read More dialog and the item's own page both show it; `detailsHeading` is
 * the level of the 'Event Details' heading under the title that holds it. Dates and numbers are
 * written in `locale`, and `past` says the event has taken place (visitor-dates.ts).
 */
export function NewsEventArticle({
  item,
  detailsHeading: DetailsHeading,
  locale,
  past,
}: {
  item: NewsEvent;
  detailsHeading: "h2" | "h3";
  locale: string;
  past: boolean;
}) {
  const isEvent = item.type === "event";
  const date = formatNewsDate(item.date, locale);
  return (
    <>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <NewsEventBadges item={item} past={past} />
        <p className="inline-flex items-center gap-1.5 text-sm text-muted">
          <CalendarDays aria-hidden className="h-4 w-4 text-secondary" />
          <time dateTime={item.date.slice(0, 10)} className="tabular">
            {date}
          </time>
        </p>
      </div>
      {isEvent ? (
        <section aria-labelledby="event-details-heading" className="mt-6 rounded-xl bg-light p-5">
          <DetailsHeading id="event-details-heading" className="text-lg">
            Event Details
          </DetailsHeading>
          <dl className="mt-4 grid gap-4 sm:grid-cols-3">
            <Detail icon={<CalendarDays className="h-4 w-4" />} label="Date">
              <span className="tabular">{date}</span>
            </Detail>
            {item.location ? (
              <Detail icon={<MapPin className="h-4 w-4" />} label="Location">
                {item.location}
              </Detail>
            ) : null}
            {item.attendees != null ? (
              <Detail icon={<Users className="h-4 w-4" />} label="Attendees">
                <span className="tabular">{countText(item.attendees, locale)}</span>
              </Detail>
            ) : null}
          </dl>
        </section>
      ) : null}
      {isEvent ? (
        <div className="mt-6">
          <ArticleBody text={item.content} />
        </div>
      ) : (
        <section aria-labelledby="article-content-heading" className="mt-6">
          {/* The spec names this block; it is a quiet label, not a heading over the article. */}
          <p
            id="article-content-heading"
            className="mb-3 text-xs font-semibold uppercase tracking-[0.14em] text-muted"
          >
            Article Content
          </p>
          <ArticleBody text={item.content} />
        </section>
      )}
    </>
  );
}
