import { NewsletterPanel } from "~/components/newsletter/newsletter-panel";
import { NewsEventsBoard } from "~/features/news/news-events-board";
import { utcDay } from "~/features/news/news-filters";
import { NEWS_DESCRIPTION } from "~/features/news/news-words";
import { readDevApi } from "~/lib/dev-api";
import { pageMeta } from "~/lib/page-meta";
import { staticPart } from "~/lib/static-part";
import type { Route } from "./+types/news-events";
import type { NewsEvent } from "../../common/contract/records";

// The page's words are kept as the server drew them on a first load (decision 049).
const Title = staticPart(() => import("~/features/news/news-words").then((m) => m.NewsTitle));
const NewsletterInvitation = staticPart(() =>
  import("~/features/news/news-words").then((m) => m.NewsletterInvitation),
);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    "/news-events",
    [
      { title: "News & Events | Abyssinia Green Coffee" },
      { name: "description", content: loaderData?.description ?? "" },
    ],
    { image: "/media/resources-news-1280.webp" },
  );

/** Server: the items from the database, so that they are in the HTML the server sends. */
export async function loader({ context }: Route.LoaderArgs) {
  const items = context.listNewsEvents
    ? await context.listNewsEvents()
    : await readDevApi<NewsEvent[]>("/api/news-events");
  return { items, description: NEWS_DESCRIPTION, drawnOn: utcDay(new Date()) };
}

/** Browser, after the first page: the items come through the API (spec section 9's client). */
export async function clientLoader() {
  const words = await import("~/features/news/news-words");
  return { items: null, description: words.NEWS_DESCRIPTION, drawnOn: null };
}

export default function NewsEventsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Title />
      <div className="container-page py-12 md:py-16">
        <NewsEventsBoard rendered={loaderData.items} drawnOn={loaderData.drawnOn} />
        <div className="mt-16">
          <NewsletterPanel Invitation={NewsletterInvitation} />
        </div>
      </div>
    </>
  );
}
