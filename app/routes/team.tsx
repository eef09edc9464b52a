import { PageHeader } from "~/components/layout/page-header";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = () => [
  { title: "Our Team | Abyssinia Green Coffee" }
];

export default function TeamPage() {
  return (
    <PageHeader title="Our Team" />
  );
}
