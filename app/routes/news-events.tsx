import { PageHeader } from "~/components/layout/page-header";
import { NewsEventsBoard } from "~/features/news/news-events-board";
import type { Route } from "./+types/news-events";

export const meta: Route.MetaFunction = () => [
  { title: "News & Events | Abyssinia Green Coffee" }
];

export default function NewsEventsPage() {
  return (
    <>
      <PageHeader title="News & Events" />
      <div className="container-page py-12 md:py-16">
        <NewsEventsBoard />
      </div>
    </>
  );
}
