// A lot card's sheet on /offers: its name and badge, origin, profile, description, flavour notes,
// facts and price, text and one link only. An island: kept as the server drew it on a first load,
// so its code is not in the page's first-load scripts; a card drawn in the browser (a filter
// changed, a navigation) fetches it once. The card around it keeps the requests' buttons.
import { Link } from "react-router";
import { MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { quoteRegion } from "~common/constants";
import { altitudeText, offerCategory, positionText } from "~common/lot-terms";
import type { Offer } from "~common/contract/records";
import { AvailabilityBadge } from "./availability-badge";
import { LotPriceText } from "./lot-price-text";
import { bagsText, cupScoreText, joinFilled } from "./offer-format";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-[11px] font-semibold uppercase tracking-[0.14em] text-muted">{label}</dt>
      <dd className="tabular mt-0.5 break-words text-sm font-medium text-dark">{children}</dd>
    </div>
  );
}

/** What the sheet shows of a lot: plain data (a farm's plots, free-form, are not shown here). */
type SheetLot = Omit<Offer, "farmPlots">;

/** The lot read like a spec sheet; `headingId` names the card (its article's label). */
export function LotCardSheet({ offer, headingId }: { offer: SheetLot; headingId: string }) {
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
    <>
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
      </div>
    </>
  );
}
