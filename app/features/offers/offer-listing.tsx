import { Coffee } from "lucide-react";
import { useMemo } from "react";
import { Button } from "~/components/ui/button";
import { hasActiveFilters, listOffers } from "../../../common/offer-list";
import { OfferCard } from "./offer-card";
import { OfferFilterCard } from "./offer-filter-card";
import { OfferListToolbar } from "./offer-list-toolbar";
import { OfferTable } from "./offer-table";
import { useOfferFilters } from "./use-offer-filters";
import type { Offer } from "../../../common/contract/records";

export interface OfferActions {
  onRequestQuote: (offer: Offer) => void;
  onRequestSample: (offer: Offer) => void;
}

/** What /offers shows while the lots are on their way. */
export function LoadingOffers() {
  return (
    <p role="status" className="min-h-svh py-20 text-center text-muted">
      Loading current offers...
    </p>
  );
}

/** The filter card, the counter and the lot cards (or table) of /offers, for a list of lots. */
export function OfferListing({
  offers,
  onRequestQuote,
  onRequestSample,
}: OfferActions & { offers: Offer[] }) {
  const { filters, view, setSearch, setChoice, setView, clear } = useOfferFilters();
  const listing = useMemo(() => listOffers(offers, filters), [offers, filters]);
  const { shown, total, soldOut, soldOutCount } = listing;
  // The counter counts what it says: sold-out lots are counted (and listed) only on their own.
  const counter = `Showing ${shown.length} of ${total} ${soldOut ? "sold-out" : "available"} lots`;
  return (
    <div className="space-y-6">
      <OfferFilterCard filters={filters} onSearchChange={setSearch} onChoiceChange={setChoice} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="tabular text-sm text-muted">
            {counter}
          </p>
          {hasActiveFilters(filters) && shown.length > 0 ? (
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
        <div className="rounded-2xl border border-dashed border-line bg-white/60 px-6 py-16 text-center">
          <Coffee aria-hidden className="mx-auto h-10 w-10 text-secondary" strokeWidth={1.5} />
          <h2 className="mt-4 text-2xl">No coffees found</h2>
          <p className="mx-auto mt-2 max-w-sm text-muted">
            No lot matches these filters right now. Try a wider search, or clear the filters to see
            every current lot.
          </p>
          {hasActiveFilters(filters) ? (
            <Button variant="outline" className="mt-6" onClick={clear}>
              Clear filters
            </Button>
          ) : null}
        </div>
      ) : view === "table" ? (
        <OfferTable
          offers={shown}
          caption={soldOut ? "Sold-out lots" : "Available lots"}
          onRequestQuote={onRequestQuote}
          onRequestSample={onRequestSample}
        />
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((offer) => (
            <li key={offer.id}>
              <OfferCard
                offer={offer}
                onRequestQuote={onRequestQuote}
                onRequestSample={onRequestSample}
              />
            </li>
          ))}
        </ul>
      )}
      {!soldOut && filters.availability === "all" && soldOutCount > 0 ? (
        <p className="text-sm text-muted">
          {soldOutCount === 1 ? "1 lot has" : `${soldOutCount} lots have`} sold out this season and{" "}
          {soldOutCount === 1 ? "is" : "are"} not counted above.{" "}
          <button
            type="button"
            className="font-semibold text-primary underline underline-offset-4"
            onClick={() => setChoice("availability", "sold-out")}
          >
            Show sold-out lots
          </button>
        </p>
      ) : null}
    </div>
  );
}
