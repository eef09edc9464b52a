import { Link } from "react-router";
import { MapPin } from "lucide-react";
import { Suspense, useId, type ReactNode } from "react";
import { quoteRegion } from "~common/constants";
import { altitudeText, offerCategory, positionText } from "~common/lot-terms";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { island } from "~/lib/island";
import { AvailabilityBadge } from "./availability-badge";
import { LotPriceText } from "./lot-price-text";
import { bagsText, cupScoreText, joinFilled } from "./offer-format";
import type { Offer } from "~common/contract/records";
import type { OfferActions } from "./offer-listing";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-[11px] font-semibold uppercase tracking-[0.14em] text-muted">{label}</dt>
      <dd className="tabular mt-0.5 break-words text-sm font-medium text-dark">{children}</dd>
    </div>
  );
}

const LotCardPhoto = island(() => import("./lot-card-photo.island").then((m) => m.LotCardPhoto));

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
  const grower = joinFilled([offer.producer, offer.farm], " · ");
  const profile = (
    [
      ["Variety", offer.variety],
      ["Processing", joinFilled([offer.processing, offer.grade], " · ")],
      ["Category", offerCategory(offer)],
      ["Harvest", offer.harvestDate],
    ] as const
  ).filter(([, value]) => value.trim() !== "");
  const position = positionText(offer);
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
      <header className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-xl leading-snug">
          <Link
            to={`/offers/${offer.id}`}
            className="decoration-primary/40 underline-offset-4 hover:text-primary hover:underline"
          >
            {offer.name}
          </Link>
        </h2>
        <AvailabilityBadge availability={offer.availability} />
      </header>

      <div className="mt-3 space-y-1 text-sm">
        <p className="flex items-start gap-1.5 font-semibold text-primary">
          <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          {quoteRegion(offer.region)}
        </p>
        {grower ? <p className="text-muted">{grower}</p> : null}
      </div>

      {profile.length > 0 ? (
        <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          {profile.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="tabular text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      <p className="mt-4 text-sm leading-relaxed text-ink">{offer.description}</p>

      {offer.flavorProfile.length > 0 ? (
        <ul aria-label="Flavor notes" className="mt-4 flex flex-wrap gap-1.5">
          {offer.flavorProfile.map((note) => (
            <li
              key={note}
              className="rounded-full bg-accent/15 px-2.5 py-0.5 text-xs font-medium text-dark"
            >
              {note}
            </li>
          ))}
        </ul>
      ) : null}

      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-line pt-4">
        <Fact label="Cup score">{cupScoreText(offer.cupScore)}</Fact>
        <Fact label="Altitude">{altitudeText(offer) || "—"}</Fact>
        <Fact label="Lot size">{bagsText(offer.lotSize)} bags</Fact>
        {/* Falls as buyers accept proposals of the lot (issue 49). */}
        {offer.bagsRemaining !== null ? (
          <Fact label="Bags remaining">{bagsText(offer.bagsRemaining)} bags</Fact>
        ) : null}
        <Fact label="Warehouse">{offer.warehouseLocation || "—"}</Fact>
        {position ? <Fact label="Position">{position}</Fact> : null}
        {offer.cropYear ? <Fact label="Crop year">{offer.cropYear}</Fact> : null}
      </dl>

      <div className="mt-auto pt-5">
        <LotPriceText offer={offer} />
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
      </div>
    </article>
  );
}
