// The body of /offers for a list of lots: the filters, the counter, the order and layout, and the
// lots themselves, a part kept as the server drew it (offer-lots.tsx) and drawn anew by its code
// when the filters, the order or the layout change (decisions 049, 053).
import { Suspense, useMemo } from "react";
import { staticPart, type PartActions } from "~/lib/static-part";
import { hasActiveFilters, listOffers } from "../../../common/offer-list";
import { REQUEST_QUOTE_ACTION, REQUEST_SAMPLE_ACTION } from "./lot-actions";
import { OfferFilterCard } from "./offer-filter-card";
import { OfferListToolbar, preloadOfferListViews } from "./offer-list-toolbar";
import { useOfferFilters } from "./use-offer-filters";
import type { Offer } from "../../../common/contract/records";

const OfferLots = staticPart(() => import("./offer-lots").then((m) => m.OfferLots));
const NoLotsFound = staticPart(() => import("./offer-lots").then((m) => m.NoLotsFound));
const ClearLotFilters = staticPart(() => import("./offer-lots").then((m) => m.ClearLotFilters));
const SoldOutNote = staticPart(() => import("./offer-lots").then((m) => m.SoldOutNote));

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
  const { shown, availableShown, availableTotal } = useMemo(
    () => listOffers(offers, filters),
    [offers, filters],
  );
  // The spec's words, true as they stand: sold-out lots are listed, after the others, but not counted.
  const counter = `Showing ${availableShown} of ${availableTotal} available lots`;
  const soldOutShown = shown.length - availableShown;
  // A lot's button names its lot (`data-lot`).
  const forLot = (request: (offer: Offer) => void) => (button: HTMLElement) => {
    const offer = offers.find(({ id }) => String(id) === button.dataset.lot);
    if (offer) request(offer);
  };
  const actions: PartActions = {
    [REQUEST_QUOTE_ACTION]: forLot(onRequestQuote),
    [REQUEST_SAMPLE_ACTION]: forLot(onRequestSample),
    clear,
  };
  return (
    // A visitor at the filters, the order or the lots is about to change what the lots' part shows.
    // Spaced by gaps, not margins, which the parts' wrappers (`display: contents`) do not take.
    <div
      className="flex flex-col gap-6"
      onPointerDownCapture={preloadParts}
      onFocusCapture={preloadParts}
    >
      <OfferFilterCard filters={filters} onSearchChange={setSearch} onChoiceChange={setChoice} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="tabular text-sm text-muted">
            {counter}
          </p>
          {hasActiveFilters(filters) && shown.length > 0 ? (
            <Suspense fallback={null}>
              <ClearLotFilters actions={actions} />
            </Suspense>
          ) : null}
        </div>
        <OfferListToolbar
          filters={filters}
          view={view}
          onSortChange={(sort) => setChoice("sort", sort)}
          onViewChange={setView}
        />
      </div>
      <Suspense fallback={<LoadingOffers />}>
        {shown.length === 0 ? (
          <NoLotsFound clearable={hasActiveFilters(filters)} actions={actions} />
        ) : (
          <OfferLots offers={shown} view={view} actions={actions} />
        )}
      </Suspense>
      {soldOutShown > 0 ? (
        <Suspense fallback={null}>
          <SoldOutNote count={soldOutShown} actions={actions} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The code of the parts that a change of the filters, the order or the layout draws anew. */
function preloadParts() {
  OfferLots.preload();
  preloadOfferListViews();
}
