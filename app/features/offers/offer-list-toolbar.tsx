// The order, the card/table switch and the downloads of /offers. The downloads are plain links: the
// browser downloads the file itself, with the list's query.
import { Download, LayoutGrid, Table2 } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { urlFor } from "~/lib/api-address";
import { cn } from "~/lib/cn";
import {
  OFFER_FILTER_CHOICES,
  offerFiltersToParams,
  type OfferFilters,
  type OfferView,
} from "~common/offer-list";
import { preloadOfferTable } from "./offer-lots";

const VIEWS: readonly { view: OfferView; label: string; Icon: typeof LayoutGrid }[] = [
  { view: "cards", label: "Cards", Icon: LayoutGrid },
  { view: "table", label: "Table", Icon: Table2 },
];

const DOWNLOADS = [
  { route: "GET /api/offers/export.csv", label: "Download CSV" },
  { route: "GET /api/offers/export.xlsx", label: "Download Excel" },
] as const;

export interface OfferListToolbarProps {
  filters: OfferFilters;
  view: OfferView;
  onSortChange: (sort: string) => void;
  onViewChange: (view: OfferView) => void;
}

/** The order, the card/table switch and the downloads of the list as it is filtered now. */
export function OfferListToolbar({
  filters,
  view,
  onSortChange,
  onViewChange,
}: OfferListToolbarProps) {
  const query = Object.fromEntries(offerFiltersToParams(filters));
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="flex items-center gap-2 text-sm text-muted">
        <span aria-hidden>Sort by</span>
        <Select
          aria-label="Sort by"
          value={filters.sort}
          onValueChange={onSortChange}
          options={OFFER_FILTER_CHOICES.sort}
          className="h-9 w-56"
        />
      </div>
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
            onPointerEnter={option === "table" ? preloadOfferTable : undefined}
            onClick={() => onViewChange(option)}
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
    </div>
  );
}
