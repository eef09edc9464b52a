import { PageHeader } from "~/components/layout/page-header";
import type { Route } from "./+types/news-events";

export const meta: Route.MetaFunction = () => [
  { title: "News & Events | Abyssinia Green Coffee" }
];

export default function NewsEventsPage() {
  return (
    <PageHeader title="News & Events" />
  );
}
