import { PageHeader } from "~/components/layout/page-header";
import type { Route } from "./+types/specialty";

export const meta: Route.MetaFunction = () => [
  { title: "Specialty Coffee Collection | Abyssinia Green Coffee" }
];

export default function SpecialtyPage() {
  return (
    <PageHeader title="Our Specialty Coffee Collection" />
  );
}
