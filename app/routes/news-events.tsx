import { newsEventsIntro } from "../../content/pages";
import { PageHeader } from "~/components/layout/page-header";
import { NewsletterPanel } from "~/components/newsletter/newsletter-panel";
import { NewsEventsBoard } from "~/features/news/news-events-board";
import { readDevApi } from "~/lib/dev-api";
import type { Route } from "./+types/news-events";
import type { NewsEvent } from "../../common/contract/records";
import { pageMeta } from "~/lib/page-meta";

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
  return { items };
}

/** Browser, after the first page: the items come through the API (spec section 9's client). */
export function clientLoader() {
  return { items: null };
}

export default function NewsEventsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow={newsEventsIntro.eyebrow} title={newsEventsIntro.title}>
        <p>{newsEventsIntro.body}</p>
      </PageHeader>
      <div className="container-page py-12 md:py-16">
        <NewsEventsBoard rendered={loaderData.items} />
        <div className="mt-16">
          <NewsletterPanel />
        </div>
      </div>
    </>
  );
}
