import { BackToList } from "./back-to-list";
import { NewsEventArticle } from "./news-event-article";
import { NewsEventImage } from "./news-event-image.island";
import type { NewsEvent } from "~common/contract/records";

/**
 * One news item or event on its own page: the address a shared link, a search result or the
 * sitemap leads to; the list's Read More dialog shows the same article (decision 030). An island, * kept as the server drew it, drawn anew in the visitor's language or once the event has
 * taken place by their today (`locale`, `past`: visitor-dates.ts).
 */
export function NewsItemSheet({
  item,
  locale,
  past,
}: {
  item: NewsEvent;
  locale: string;
  past: boolean;
}) {
  return (
    <article className="container-page max-w-3xl py-10 md:py-14">
      <BackToList />
      <h1 className="mt-6 text-4xl md:text-5xl">{item.title}</h1>
      <p className="mt-4 text-lg text-muted">{item.excerpt}</p>
      <div className="mt-8 aspect-[16/8] overflow-hidden rounded-2xl bg-primary/10">
        <NewsEventImage item={item} sizes="(min-width: 768px) 48rem, 100vw" />
      </div>
      <NewsEventArticle item={item} detailsHeading="h2" locale={locale} past={past} />
    </article>
  );
}
