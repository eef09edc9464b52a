import { PageHeader } from "~/components/layout/page-header";
import type { Route } from "./+types/coffee-process";

export const meta: Route.MetaFunction = () => [
  { title: "Our Coffee Process | Abyssinia Green Coffee" }
];

export default function CoffeeProcessPage() {
  return (
    <PageHeader title="Our Coffee Process" />
  );
}
