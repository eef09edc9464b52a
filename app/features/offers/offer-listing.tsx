// The body of /offers for a list of lots: the filters, the counter, the order and layout, and the
// lots themselves.
import { useMemo } from "react";
import { hasActiveFilters, listOffers } from "~common/offer-list";
import { OfferFilterCard } from "./offer-filter-card";
import { OfferListToolbar } from "./offer-list-toolbar";
import { NoLotsFound, OfferLots, SoldOutNote } from "./offer-lots";
import { useOfferFilters } from "./use-offer-filters";
import { Button } from "~/components/ui/button";
import type { Offer } from "~common/contract/records";

export interface OfferActions {
  onRequestQuote: (offer: Offer) => void;
  onRequestSample: (offer: Offer) => void;
}

/** The filter card, the counter and the lot cards (or table) of /offers, for a list of lots. */
export function OfferListing({ offers, ...actions }: OfferActions & { offers: Offer[] }) {
  const { filters, view, setSearch, setChoice, setView, clear } = useOfferFilters();
  const { shown, availableShown, availableTotal } = useMemo(
    () => listOffers(offers, filters),
    [offers, filters],
  );
  // The spec's words, true as they stand: sold-out lots are listed, after the others, but not counted.
  const counter = `Showing ${availableShown} of ${availableTotal} available lots`;
  const soldOutShown = shown.length - availableShown;
  const filtered = hasActiveFilters(filters);
  return (
    <div className="flex flex-col gap-6">
      <OfferFilterCard filters={filters} onSearchChange={setSearch} onChoiceChange={setChoice} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="tabular text-sm text-muted">
            {counter}
          </p>
          {filtered && shown.length > 0 ? (
            <Button variant="ghost" size="sm" onClick={clear}>
              Clear filters
            </Button>
          ) : null}
        </div>
        <OfferListToolbar
          filters={filters}
          view={view}
          onSortChange={(sort) => setChoice("sort", sort)}
          onViewChange={setView}
        />
      </div>
      {shown.length === 0 ? (
        <NoLotsFound onClear={filtered ? clear : null} />
      ) : (
        <OfferLots offers={shown} view={view} {...actions} />
      )}
      {soldOutShown > 0 ? <SoldOutNote count={soldOutShown} /> : null}
    </div>
  );
}
