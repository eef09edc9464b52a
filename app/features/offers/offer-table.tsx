import { Link } from "react-router";
import { altitudeText, lotPrice, offerCategory, positionText } from "~common/lot-terms";
import { Button } from "~/components/ui/button";
import { PhotoPicture } from "~/components/ui/photo-picture";
import { AvailabilityBadge } from "./availability-badge";
import { bagsText, cupScoreText, joinFilled } from "./offer-format";
import type { Offer } from "~common/contract/records";
import type { OfferActions } from "./offer-listing";

export interface OfferTableProps extends OfferActions {
  offers: readonly Offer[];
}

const CAPTION = "Current lots";

const HEADERS = [
  "Lot",
  "Availability",
  "Processing · Grade",
  "Cup score",
  "Altitude",
  "Lot size",
  "Position",
  "Price",
  "Actions",
] as const;

/**
 * The compact view for buyers comparing many lots; it scrolls sideways inside its card on a phone,
 * and fits the card on a desktop, with each lot's two requests stacked in the last column.
 */
export function OfferTable({ offers, onRequestQuote, onRequestSample }: OfferTableProps) {
  return (
    <div
      role="region"
      aria-label={CAPTION}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-line bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-primary"
    >
      <table className="tabular w-full min-w-[60rem] border-collapse text-left text-sm">
        <caption className="sr-only">{CAPTION}</caption>
        <thead className="bg-light/70 text-[11px] font-semibold uppercase tracking-[0.12em] text-muted">
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col" className="px-3 py-3 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {offers.map((offer) => {
            const price = lotPrice(offer.pricePerLbs, offer.priceBasis, offer.warehouseLocation);
            return (
              <tr key={offer.id} className="align-top">
                <th scope="row" className="min-w-[11.5rem] px-3 py-3 font-semibold text-dark">
                  <div className="flex items-start gap-3">
                    {/* The lot's first photograph; its name beside it says what it is. */}
                    {offer.images[0] ? (
                      <span className="block h-14 w-14 shrink-0 overflow-hidden rounded-lg bg-light">
                        <PhotoPicture
                          photo={offer.images[0]}
                          alt=""
                          sizes="3.5rem"
                          className="h-full w-full object-cover"
                        />
                      </span>
                    ) : null}
                    <div className="min-w-0">
                      <Link
                        to={`/offers/${offer.id}`}
                        className="underline-offset-4 hover:text-primary hover:underline"
                      >
                        {offer.name}
                      </Link>
                      <span className="block text-xs font-normal text-muted">
                        {joinFilled([`${offer.region}, Ethiopia`, offer.producer], " · ")}
                      </span>
                    </div>
                  </div>
                </th>
                <td className="px-3 py-3">
                  <AvailabilityBadge availability={offer.availability} />
                </td>
                <td className="px-3 py-3">
                  {joinFilled([offer.processing, offer.grade], " · ")}
                  <span className="block text-xs text-muted">{offerCategory(offer)}</span>
                </td>
                <td className="px-3 py-3">{cupScoreText(offer.cupScore)}</td>
                <td className="whitespace-nowrap px-3 py-3">{altitudeText(offer) || "—"}</td>
                <td className="whitespace-nowrap px-3 py-3">{bagsText(offer.lotSize)} bags</td>
                <td className="min-w-[8.5rem] px-3 py-3">
                  {positionText(offer) || "—"}
                  {offer.warehouseLocation ? (
                    <span className="block text-xs text-muted">{offer.warehouseLocation}</span>
                  ) : null}
                </td>
                <td className="min-w-[9rem] px-3 py-3">
                  {price ? (
                    <>
                      <span className="whitespace-nowrap font-semibold text-dark">
                        {price.perLb}
                      </span>{" "}
                      {price.basis}
                      <span className="block text-xs text-muted">{price.perKg}</span>
                    </>
                  ) : (
                    "On request"
                  )}
                </td>
                <td className="px-3 py-3">
                  <div className="flex flex-col gap-2">
                    <Button
                      size="sm"
                      disabled={offer.availability === "sold-out"}
                      aria-label={`Request Quote for ${offer.name}`}
                      onClick={() => onRequestQuote(offer)}
                    >
                      Quote
                    </Button>
                    {offer.sampleAvailable ? (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Request Sample of ${offer.name}`}
                        onClick={() => onRequestSample(offer)}
                      >
                        Sample
                      </Button>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
