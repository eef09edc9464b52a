import { PageHeader } from "~/components/layout/page-header";
import type { Route } from "./+types/photo-galleries";

export const meta: Route.MetaFunction = () => [
  { title: "Photo Galleries | Abyssinia Green Coffee" }
];

export default function PhotoGalleriesPage() {
  return (
    <PageHeader title="Photo Galleries" />
  );
}
