import { Suspense, useId } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { island } from "~/lib/island";
import type { Offer } from "~common/contract/records";
import type { OfferActions } from "./offer-listing";

const LotCardPhoto = island(() => import("./lot-card-photo.island").then((m) => m.LotCardPhoto));
const LotCardSheet = island(() => import("./lot-card-sheet.island").then((m) => m.LotCardSheet));

/** The photograph's box, which an empty frame holds while a card drawn anew waits for it. */
const PHOTO_CLASS =
  "-mx-6 -mt-6 mb-5 aspect-[3/2] w-[calc(100%+3rem)] max-w-none bg-light object-cover";

/**
 * One lot, read like a spec sheet: its first photograph when it has one, name and badge, origin,
 * facts, flavour notes, and its requests. A card of the first row (`firstRow`) loads its
 * photograph at once; the others when they come near the screen.
 */
export function OfferCard({
  offer,
  firstRow = false,
  onRequestQuote,
  onRequestSample,
}: OfferActions & { offer: Offer; firstRow?: boolean }) {
  const headingId = useId();
  const photo = offer.images[0];
  const soldOut = offer.availability === "sold-out";
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm transition duration-150 hover:shadow-md",
        photo && "overflow-hidden",
      )}
    >
      {photo ? (
        <Suspense fallback={<div className={PHOTO_CLASS} />}>
          <LotCardPhoto photo={photo} priority={firstRow} className={PHOTO_CLASS} />
        </Suspense>
      ) : null}
      <LotCardSheet offer={offer} headingId={headingId} />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          className="flex-1"
          disabled={soldOut}
          onClick={() => onRequestQuote(offer)}
        >
          Request Quote
        </Button>
        {offer.sampleAvailable ? (
          <Button
            size="sm"
            variant="outline"
            className="flex-1"
            onClick={() => onRequestSample(offer)}
          >
            Request Sample
          </Button>
        ) : null}
      </div>
    </article>
  );
}
