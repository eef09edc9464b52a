import { Suspense } from "react";
import { Select } from "~/components/ui/select";
import { staticPart } from "~/lib/static-part";
import {
  OFFER_FILTER_CHOICES,
  offerFiltersToParams,
  type OfferFilters,
  type OfferView,
} from "../../../common/offer-list";

// The switch and the downloads are drawn by their code only once the layout or the filters change.
const OfferListViews = staticPart(() => import("./offer-list-views").then((m) => m.OfferListViews));

/** Fetches the switch's and the downloads' code, for a visitor about to change the list. */
export const preloadOfferListViews = OfferListViews.preload;

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
      <Suspense fallback={null}>
        <OfferListViews
          view={view}
          query={query}
          actions={{
            view: ({ dataset }) => onViewChange(dataset.view === "table" ? "table" : "cards"),
          }}
        />
      </Suspense>
    </div>
  );
}
