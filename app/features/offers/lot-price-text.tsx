import { lotPrice } from "~common/lot-terms";
import type { Offer } from "~common/contract/records";

/** '$6.30/lb FOB Djibouti · $13.89/kg', or 'Price on request'. */
export function LotPriceText({
  offer,
  compact = false,
}: {
  offer: Pick<Offer, "pricePerLbs" | "priceBasis" | "warehouseLocation">;
  compact?: boolean;
}) {
  const price = lotPrice(offer.pricePerLbs, offer.priceBasis, offer.warehouseLocation);
  if (!price) return <p className="text-sm text-muted">Price on request</p>;
  return (
    <p className="tabular text-sm text-muted">
      <span className={compact ? "font-semibold text-dark" : "text-lg font-semibold text-dark"}>
        {price.perLb}
      </span>
      {price.basis ? ` ${price.basis}` : null}
      <span className="whitespace-nowrap">
        {" · "}
        {price.perKg}
      </span>
    </p>
  );
}
