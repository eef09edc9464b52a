// The card/table switch and the downloads of /offers: a part drawn from its props alone (decisions
// 049, 053). The page holds the layout and the filters; a switch's button names its layout
// (`data-action="view"`, `data-view`) and the page acts (decision 052). The downloads are plain
// links: the browser downloads the file itself, with the list's query.
import { Download, LayoutGrid, Table2 } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { urlFor } from "~/lib/api-address";
import { cn } from "~/lib/cn";
import type { OfferView } from "../../../common/offer-list";

const VIEWS: readonly { view: OfferView; label: string; Icon: typeof LayoutGrid }[] = [
  { view: "cards", label: "Cards", Icon: LayoutGrid },
  { view: "table", label: "Table", Icon: Table2 },
];

const DOWNLOADS = [
  { route: "GET /api/offers/export.csv", label: "Download CSV" },
  { route: "GET /api/offers/export.xlsx", label: "Download Excel" },
] as const;

export interface OfferListViewsProps {
  view: OfferView;
  /** The list's filters and order as a query, which the downloads read. */
  query: Record<string, string>;
}

export function OfferListViews({ view, query }: OfferListViewsProps) {
  return (
    <>
      <div
        role="group"
        aria-label="Layout"
        className="flex rounded-full border border-line bg-white p-0.5"
      >
        {VIEWS.map(({ view: option, label, Icon }) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            data-action="view"
            data-view={option}
            className={cn(
              "inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition duration-150",
              view === option ? "bg-primary text-white" : "text-primary hover:bg-primary/8",
            )}
          >
            <Icon aria-hidden className="h-4 w-4" />
            {label}
          </button>
        ))}
      </div>
      <div className="flex gap-2">
        {DOWNLOADS.map(({ route, label }) => (
          <a
            key={route}
            className={buttonClass({ variant: "outline", size: "sm" })}
            href={urlFor(route, { query })}
            download
          >
            <Download aria-hidden className="h-4 w-4" />
            {label}
          </a>
        ))}
      </div>
    </>
  );
}
