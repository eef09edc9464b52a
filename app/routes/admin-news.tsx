import { PageHeader } from "~/components/layout/page-header";
import type { Route } from "./+types/admin-news";

export const meta: Route.MetaFunction = () => [
  { title: "News & Events Admin | Abyssinia Green Coffee" },
  { name: "robots", content: "noindex, nofollow" }
];

export default function AdminNewsPage() {
  return (
    <PageHeader title="News & Events Admin" />
  );
}
