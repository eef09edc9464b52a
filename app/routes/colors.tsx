import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { colorsIntro } from "../../content/pages";
import { PageHeader } from "~/components/layout/page-header";
import { PalettePicker } from "~/features/palettes/palette-picker";
import type { Route } from "./+types/colors";

export const meta: Route.MetaFunction = () => [
  { title: "Colour Palettes | Abyssinia Green Coffee" },
  { name: "description", content: colorsIntro.body },
  // A tool for choosing the palette, not a page for buyers: kept out of search and the sitemap.
  { name: "robots", content: "noindex" },
];

export default function ColorsPage() {
  return (
    <>
      <PageHeader eyebrow={colorsIntro.eyebrow} title={colorsIntro.title}>
        <p>{colorsIntro.body}</p>
      </PageHeader>
      <div className="container-page py-12 md:py-16">
        <PalettePicker />
        <Link
          to="/"
          className="mt-10 inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" />
          Back to the site
        </Link>
      </div>
    </>
  );
}
