// A lot's trade terms as a buyer reads them, on the offer card, the table and the downloads: the
// price per lb and per kg with its basis, where the coffee is, its altitude, grade and category.
import {
  categoryLabel,
  categoryOfGrade,
  LOT_POSITION_LABELS,
  PRICE_BASIS_LABELS,
  type LotPosition,
  type PriceBasis,
} from "./constants";
import type { Offer } from "./contract/records";
import { dayMonthYearText, figureText, metresText, monthYearText, usdText } from "./trade-figures";

/** The international avoirdupois pound, exactly. */
export const KILOGRAMS_PER_POUND = 0.45359237;

export function pricePerKilogram(pricePerLb: number): number {
  return pricePerLb / KILOGRAMS_PER_POUND;
}

/** 'FOB Djibouti', 'ex-warehouse Antwerp', or '' when the basis is not given. */
export function priceBasisText(basis: PriceBasis | null, warehouse: string): string {
  if (basis === null) return "";
  const label = PRICE_BASIS_LABELS[basis];
  return basis === "ex-warehouse" && warehouse.trim() !== ""
    ? `${label} ${warehouse.trim()}`
    : label;
}

export interface LotPrice {
  /** '$6.30/lb' */
  perLb: string;
  /** '$13.89/kg' */
  perKg: string;
  /** 'FOB Djibouti', 'ex-warehouse Antwerp' or '' */
  basis: string;
}

/** The price of a lot, or null when it is on request (a price of 0). */
export function lotPrice(
  pricePerLb: number,
  basis: PriceBasis | null,
  warehouse: string,
): LotPrice | null {
  if (!(pricePerLb > 0)) return null;
  return {
    perLb: `${usdText(pricePerLb)}/lb`,
    perKg: `${usdText(pricePerKilogram(pricePerLb))}/kg`,
    basis: priceBasisText(basis, warehouse),
  };
}

/** '$6.30/lb ($13.89/kg) FOB Djibouti', or 'On request' for a lot priced 0. */
export function lotPriceText(
  lot: Pick<Offer, "pricePerLbs" | "priceBasis" | "warehouseLocation">,
): string {
  const price = lotPrice(lot.pricePerLbs, lot.priceBasis, lot.warehouseLocation);
  return price
    ? [`${price.perLb} (${price.perKg})`, price.basis].filter(Boolean).join(" ")
    : "On request";
}

/** '1 bag', '1,200 bags'. */
export function bagsText(count: number): string {
  return `${figureText(count, 2)} ${count === 1 ? "bag" : "bags"}`;
}

/** 'March 2026' for '2026-03'. */
export function monthText(yearMonth: string): string {
  return monthYearText(new Date(`${yearMonth}-01T00:00:00Z`));
}

/** '18 Feb 2026' for '2026-02-18'. */
export function dateText(isoDate: string): string {
  return dayMonthYearText(new Date(`${isoDate}T00:00:00Z`));
}

type PositionFacts = Pick<Offer, "position" | "shipmentMonth" | "eta">;

/** 'At origin, ships March 2026', 'Afloat, ETA 18 Feb 2026', 'In warehouse', or ''. */
export function positionText({ position, shipmentMonth, eta }: PositionFacts): string {
  const parts: string[] = position ? [LOT_POSITION_LABELS[position as LotPosition]] : [];
  if (eta) parts.push(`ETA ${dateText(eta)}`);
  else if (shipmentMonth) parts.push(`ships ${monthText(shipmentMonth)}`);
  const text = parts.join(", ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** '1,950-2,150 m' from the lot's altitude range in metres: its one altitude, on every page. */
export function altitudeText(offer: Pick<Offer, "altitudeMinM" | "altitudeMaxM">): string {
  return metresText(offer.altitudeMinM, offer.altitudeMaxM);
}

/** 'Specialty' or 'Commercial' by the grade rule, or '' when the grade names no grade 1-4. */
export function offerCategory(offer: Pick<Offer, "grade">): string {
  const category = categoryOfGrade(offer.grade);
  return category ? categoryLabel(category) : "";
}
