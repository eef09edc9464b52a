import { isRouteErrorResponse } from "react-router";
import { BackToList } from "~/features/news/back-to-list";
import { utcDay } from "~/features/news/news-filters";
import { newsItemPage } from "~/features/news/news-item-data";
import { useDateLocale, usePastEvent } from "~/features/news/visitor-dates";
import { readDevApi } from "~/lib/dev-api";
import { pageMeta, SITE_NAME } from "~/lib/page-meta";
import { island } from "~/lib/island";
import type { Route } from "./+types/news-item";
import type { NewsEvent } from "~common/contract/records";

// The item keeps the server's HTML on a first load; an item reached inside the
// site, or a visitor in another language, gets it drawn by its code.
const NewsItemSheet = island(() =>
  import("~/features/news/news-item-sheet.island").then((m) => m.NewsItemSheet),
);

/** Server: the item from the published list, so that its text is in the HTML the server sends. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const items = context.listNewsEvents
    ? await context.listNewsEvents()
    : await readDevApi<NewsEvent[]>("/api/news-events");
  const url = new URL(request.url);
  const page = newsItemPage(items, params.id, context.publicUrl ?? url.origin, url);
  return { ...page, drawnOn: utcDay(new Date()) as string | null };
}

/**
 * Browser, after the first page: the list through the API (spec section 9's client). The client
 * and the item's head load with the first call: an item's first load has both in the HTML.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const [{ callApi }, { newsItemPage }] = await Promise.all([
    import("~/lib/api-client"),
    import("~/features/news/news-item-data"),
  ]);
  const items = await callApi("GET /api/news-events", {});
  const page = newsItemPage(items, params.id, window.location.origin, new URL(request.url));
  return { ...page, drawnOn: null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData)
    return [
      { title: `News item not found | ${SITE_NAME}` },
      { name: "robots", content: "noindex" },
    ];
  const { item, imageUrl, structuredData } = loaderData;
  return [
    ...pageMeta(
      `/news-events/${item.id}`,
      [{ title: `${item.title} | ${SITE_NAME}` }, { name: "description", content: item.excerpt }],
      { type: "article", image: imageUrl },
    ),
    { "script:ld+json": structuredData },
  ];
};

export default function NewsItemPage({ loaderData }: Route.ComponentProps) {
  const { item } = loaderData;
  const locale = useDateLocale();
  const past = usePastEvent(item, loaderData.drawnOn);
  return <NewsItemSheet item={item} locale={locale} past={past} />;
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
