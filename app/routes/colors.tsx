import { PageHeader } from "~/components/layout/page-header";
import type { Route } from "./+types/colors";

export const meta: Route.MetaFunction = () => [
  { title: "Colour Palettes | Abyssinia Green Coffee" }
];

export default function ColorsPage() {
  return (
    <PageHeader title="Colour Palette Preview" />
  );
}
