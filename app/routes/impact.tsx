import { PageHeader } from "~/components/layout/page-header";
import type { Route } from "./+types/impact";

export const meta: Route.MetaFunction = () => [
  { title: "Our Impact | Abyssinia Green Coffee" }
];

export default function ImpactPage() {
  return (
    <PageHeader title="Our Impact" />
  );
}
