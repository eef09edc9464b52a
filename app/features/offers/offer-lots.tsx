// The lots of /offers as the page shows them, and the buttons around them that narrow or widen the
// list: parts drawn from their props alone (decisions 049, 053). The page holds the filters, the
// order and the layout, and gives the lots they leave; its code draws them anew when those change,
// the server's HTML staying until it has. Their buttons act through the page (`data-action`, and a
// lot's `data-lot`; decision 052).
import { Coffee } from "lucide-react";
import type { OfferView } from "../../../common/offer-list";
import { Button } from "~/components/ui/button";
import { OfferCard } from "./offer-card";
import { OfferTable } from "./offer-table";
import type { Offer } from "../../../common/contract/records";

export interface OfferLotsProps {
  /** The lots that pass the filters, in the chosen order. */
  offers: Offer[];
  view: OfferView;
}

/** The lots as cards, or as the compact table for comparing many. */
export function OfferLots({ offers, view }: OfferLotsProps) {
  if (view === "table") return <OfferTable offers={offers} />;
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {offers.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} />
        </li>
      ))}
    </ul>
  );
}

/** No lot passes the filters; Clear filters (`data-action="clear"`) drops them, when there are any. */
export function NoLotsFound({ clearable }: { clearable: boolean }) {
  return (
    <div className="rounded-2xl border border-dashed border-line bg-white/60 px-6 py-16 text-center">
      <Coffee aria-hidden className="mx-auto h-10 w-10 text-secondary" strokeWidth={1.5} />
      <h2 className="mt-4 text-2xl">No coffees found</h2>
      <p className="mx-auto mt-2 max-w-sm text-muted">
        No lot matches these filters right now. Try a wider search, or clear the filters to see
        every current lot.
      </p>
      {clearable ? (
        <Button variant="outline" className="mt-6" data-action="clear">
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}

/** Beside the counter while the list is narrowed: Clear filters (`data-action="clear"`). */
export function ClearLotFilters() {
  return (
    <Button variant="ghost" size="sm" data-action="clear">
      Clear filters
    </Button>
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
