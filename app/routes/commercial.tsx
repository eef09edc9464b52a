import { PageHeader } from "~/components/layout/page-header";
import type { Route } from "./+types/commercial";

export const meta: Route.MetaFunction = () => [
  { title: "Commercial Coffee Collection | Abyssinia Green Coffee" }
];

export default function CommercialPage() {
  return (
    <PageHeader title="Commercial Coffee Collection" />
  );
}
