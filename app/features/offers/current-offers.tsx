import { Suspense, useState } from "react";
import { useRenderedReply } from "~/lib/rendered-reply";
import { LoadingOffers, OfferListing, type OfferActions } from "./offer-listing";
import type { Offer } from "../../../common/contract/records";
import { lazyPart } from "~/lib/lazy-part";

// Only a visit that did not start on /offers reads the lots through the query layer.
const OffersFromApi = lazyPart(() => import("./offers-from-api"));

export interface CurrentOffersProps extends OfferActions {
  /** The lots in the server's HTML; null when the page came without them (then the API is asked). */
  rendered: Offer[] | null;
}

/**
 * The lots of /offers: the ones the server rendered into the page, or else GET /api/offers through
 * the query layer, which starts from the rendered ones when they exist (decisions 030 and 033).
 */
export function CurrentOffers({ rendered, ...actions }: CurrentOffersProps) {
  // The lots the page was drawn with stay while it is open: a change of filters is a new address,
  // whose client loader hands over nothing, and must not redraw the page from the API.
  const [offers] = useState(rendered);
  useRenderedReply("GET /api/offers", offers);
  if (offers) return <OfferListing offers={offers} {...actions} />;
  return (
    <Suspense fallback={<LoadingOffers />}>
      <OffersFromApi {...actions} />
    </Suspense>
  );
}
