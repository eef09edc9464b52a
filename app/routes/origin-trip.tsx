import { PageHeader } from "~/components/layout/page-header";
import type { Route } from "./+types/origin-trip";

export const meta: Route.MetaFunction = () => [
  { title: "Origin Trip | Abyssinia Green Coffee" }
];

export default function OriginTripPage() {
  return (
    <PageHeader title="Ethiopia Origin Trip" />
  );
}
