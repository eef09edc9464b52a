import { PageHeader } from "~/components/layout/page-header";
import type { Route } from "./+types/coffee-stories";

export const meta: Route.MetaFunction = () => [
  { title: "Coffee Origin Stories | Abyssinia Green Coffee" }
];

export default function CoffeeStoriesPage() {
  return (
    <PageHeader title="Coffee Origin Stories" />
  );
}
