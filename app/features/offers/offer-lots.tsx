// The lots of /offers as the page shows them: cards, or the compact table for comparing many (its
// code loads when a visitor first asks for it), and what shows when no lot passes the filters.
import { Coffee } from "lucide-react";
import { Suspense } from "react";
import type { OfferView } from "~common/offer-list";
import { Button } from "~/components/ui/button";
import { lazyPart } from "~/lib/lazy-part";
import { OfferCard } from "./offer-card";
import type { OfferActions } from "./offer-listing";
import type { OfferTableProps } from "./offer-table";
import type { Offer } from "~common/contract/records";

const OfferTable = lazyPart<OfferTableProps>(() =>
  import("./offer-table").then((m) => ({ default: m.OfferTable })),
);

/** Fetches the table's code, for a visitor about to switch to it. */
export const preloadOfferTable = () => void import("./offer-table").catch(() => undefined);

export interface OfferLotsProps extends OfferActions {
  /** The lots that pass the filters, in the chosen order. */
  offers: Offer[];
  view: OfferView;
}

/** The cards of the first row on a wide screen, whose photographs load at once. */
const CARDS_PER_ROW = 3;

/** The lots as cards, or as the compact table for comparing many. */
export function OfferLots({ offers, view, ...actions }: OfferLotsProps) {
  if (view === "table") {
    return (
      <Suspense fallback={<LoadingOffers />}>
        <OfferTable offers={offers} {...actions} />
      </Suspense>
    );
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {offers.map((offer, index) => (
        <li key={offer.id}>
          <OfferCard offer={offer} firstRow={index < CARDS_PER_ROW} {...actions} />
        </li>
      ))}
    </ul>
  );
}

/** What /offers shows while the lots are on their way. */
export function LoadingOffers() {
  return (
    <p role="status" className="min-h-svh py-20 text-center text-muted">
      Loading current offers...
    </p>
  );
}

/** No lot passes the filters; Clear filters drops them, when there are any. */
export function NoLotsFound({ onClear }: { onClear: (() => void) | null }) {
  return (
    <div className="rounded-2xl border border-dashed border-line bg-white/60 px-6 py-16 text-center">
      <Coffee aria-hidden className="mx-auto h-10 w-10 text-secondary" strokeWidth={1.5} />
      <h2 className="mt-4 text-2xl">No coffees found</h2>
      <p className="mx-auto mt-2 max-w-sm text-muted">
        No lot matches these filters right now. Try a wider search, or clear the filters to see
        every current lot.
      </p>
      {onClear ? (
        <Button variant="outline" className="mt-6" onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}

/** Under the lots: the sold-out ones among them, which the counter leaves out. */
export function SoldOutNote({ count }: { count: number }) {
  return (
    <p className="text-sm text-muted">
      Not counted above: {count === 1 ? "1 sold-out lot" : `${count} sold-out lots`}, which can no
      longer be quoted.
    </p>
  );
}
