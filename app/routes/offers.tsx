import { PageHeader } from "~/components/layout/page-header";
import type { Route } from "./+types/offers";

export const meta: Route.MetaFunction = () => [
  { title: "Current Offers | Abyssinia Green Coffee" }
];

export default function OffersPage() {
  return (
    <PageHeader title="Current Ethiopian Coffee Offers" />
  );
}
