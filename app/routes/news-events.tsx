import { newsEventsIntro } from "../../content/pages";
import { PageHeader } from "~/components/layout/page-header";
import { NewsletterPanel } from "~/components/newsletter/newsletter-panel";
import { NewsEventsBoard } from "~/features/news/news-events-board";
import type { Route } from "./+types/news-events";
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

export default function NewsEventsPage() {
  return (
    <>
      <PageHeader eyebrow={newsEventsIntro.eyebrow} title={newsEventsIntro.title}>
        <p>{newsEventsIntro.body}</p>
      </PageHeader>
      <div className="container-page py-12 md:py-16">
        <NewsEventsBoard />
        <div className="mt-16">
          <NewsletterPanel />
        </div>
      </div>
    </>
  );
}
