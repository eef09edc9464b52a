import { ArrowLeft } from "lucide-react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { NewsEventArticle } from "~/features/news/news-event-article";
import { NewsEventImage, newsEventImageSrc } from "~/features/news/news-event-image";
import { newsItemStructuredData } from "~/features/news/news-item-data";
import { readDevApi } from "~/lib/dev-api";
import { keepOneAddress, recordId } from "~/lib/record-address";
import { pageMeta, SITE_NAME } from "~/lib/page-meta";
import type { Route } from "./+types/news-item";
import type { NewsEvent } from "../../common/contract/records";

// One news item or event on its own page: the address a shared link, a search result or the
// sitemap leads to. The list's Read More dialog shows the same article (decision 030).

function found(items: NewsEvent[] | null, param: string | undefined, origin: string, url: URL) {
  // The list is null only while the database is unavailable: the page says so, answered 503.
  if (items === null) throw data(null, { status: 503 });
  const id = recordId(param);
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw data(null, { status: 404 });
  keepOneAddress("/news-events", param, item.id, url);
  const canonicalUrl = `${origin}/news-events/${item.id}`;
  const image = newsEventImageSrc(item);
  return { item, canonicalUrl, imageUrl: image ? new URL(image, origin).href : undefined };
}

/** Server: the item from the published list, so that its text is in the HTML the server sends. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const items = context.listNewsEvents
    ? await context.listNewsEvents()
    : await readDevApi<NewsEvent[]>("/api/news-events");
  const url = new URL(request.url);
  return found(items, params.id, context.publicUrl ?? url.origin, url);
}

/**
 * Browser, after the first page: the list through the API (spec section 9's client), whose client
 * loads with the first call: an item's first load has it in the HTML and makes none.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const { callApi } = await import("~/lib/api-client");
  const items = await callApi("GET /api/news-events", {});
  return found(items, params.id, window.location.origin, new URL(request.url));
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData)
    return [
      { title: `News item not found | ${SITE_NAME}` },
      { name: "robots", content: "noindex" },
    ];
  const { item, canonicalUrl, imageUrl } = loaderData;
  return [
    ...pageMeta(
      `/news-events/${item.id}`,
      [{ title: `${item.title} | ${SITE_NAME}` }, { name: "description", content: item.excerpt }],
      { type: "article", image: imageUrl },
    ),
    { "script:ld+json": newsItemStructuredData(item, canonicalUrl, imageUrl) },
  ];
};

function BackToList() {
  return (
    <Link
      to="/news-events"
      className="inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline"
    >
      <ArrowLeft aria-hidden className="h-4 w-4" />
      All news and events
    </Link>
  );
}

export default function NewsItemPage({ loaderData }: Route.ComponentProps) {
  const { item } = loaderData;
  return (
    <article className="container-page max-w-3xl py-10 md:py-14">
      <BackToList />
      <h1 className="mt-6 text-4xl md:text-5xl">{item.title}</h1>
      <p className="mt-4 text-lg text-muted">{item.excerpt}</p>
      <div className="mt-8 aspect-[16/8] overflow-hidden rounded-2xl bg-primary/10">
        <NewsEventImage item={item} sizes="(min-width: 768px) 48rem, 100vw" />
      </div>
      <NewsEventArticle item={item} detailsHeading="h2" />
    </article>
  );
}

/** An item that is not there (deleted, or a mistyped link): say so, and lead back to the list. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <section className="container-page flex flex-col items-start gap-5 py-20 md:py-28">
      <p className="text-xs font-semibold uppercase tracking-[0.22em] text-primary">
        News item not found
      </p>
      <h1 className="max-w-2xl text-4xl md:text-5xl">This item is no longer published</h1>
      <p className="max-w-xl text-lg text-muted">
        It may have been taken down, or the link is mistyped. Every current story and event is on
        the news and events page.
      </p>
      <BackToList />
    </section>
  );
}
