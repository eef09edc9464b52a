import { Suspense } from "react";
import { Await } from "react-router";
import { newsEventsIntro } from "../../content/pages";
import { NewsletterPanel } from "~/components/newsletter/newsletter-panel";
import { LoadingNews, NewsBoard } from "~/features/news/news-events-board";
import { utcDay } from "~/features/news/news-filters";
import { readDevApi } from "~/lib/dev-api";
import { island } from "~/lib/island";
import { pageMeta } from "~/lib/page-meta";
import { useLoaderList } from "~/lib/server-data";
import type { Route } from "./+types/news-events";
import type { NewsEvent } from "~common/contract/records";

// The page's words are islands, kept as the server drew them.
const Title = island(() => import("~/features/news/news-page.island").then((m) => m.NewsTitle));
const NewsletterInvitation = island(() =>
  import("~/features/news/news-page.island").then((m) => m.NewsletterInvitation),
);

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "/news-events",
    [
      { title: "News & Events | Abyssinia Green Coffee" },
      { name: "description", content: newsEventsIntro.body },
    ],
    { image: "/media/resources-news-1280.webp" },
  );

/** Server: the items from the database, so that they are in the HTML the server sends. */
export async function loader({ context }: Route.LoaderArgs) {
  const items = context.listNewsEvents
    ? await context.listNewsEvents()
    : await readDevApi<NewsEvent[]>("/api/news-events");
  return { items: items ?? [], drawnOn: utcDay(new Date()) as string | null };
}

/**
 * Browser, arriving from another page: the page shows at once, its items while they are read
 * through the API (spec section 9's client). A failed read is not shown as an error (spec
 * section 8): it reads as an empty list.
 */
export function clientLoader() {
  const items = import("~/lib/query-layer")
    .then(({ readThroughCache }) => readThroughCache("GET /api/news-events", {}))
    .catch((): NewsEvent[] => []);
  return { items, drawnOn: null };
}

export default function NewsEventsPage({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  useLoaderList("GET /api/news-events", {}, items);
  return (
    <>
      <Title />
      <div className="container-page py-12 md:py-16">
        <Suspense fallback={<LoadingNews />}>
          <Await resolve={items}>
            {(items) => <NewsBoard items={items} drawnOn={loaderData.drawnOn} />}
          </Await>
        </Suspense>
        <div className="mt-16">
          <NewsletterPanel Invitation={NewsletterInvitation} />
        </div>
      </div>
    </>
  );
}
