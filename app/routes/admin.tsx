import { PageHeader } from "~/components/layout/page-header";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => [
  { title: "Admin Panel | Abyssinia Green Coffee" },
  { name: "robots", content: "noindex, nofollow" }
];

export default function AdminPage() {
  return (
    <PageHeader title="Admin Panel" />
  );
}
