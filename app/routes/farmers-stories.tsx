import { PageHeader } from "~/components/layout/page-header";
import type { Route } from "./+types/farmers-stories";

export const meta: Route.MetaFunction = () => [
  { title: "Farmer Stories | Abyssinia Green Coffee" }
];

export default function FarmersStoriesPage() {
  return (
    <PageHeader title="Farmer Stories" />
  );
}
