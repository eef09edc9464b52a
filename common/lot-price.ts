// A lot's price as a buyer reads it: per lb and per kg, with what the price includes.
import { PRICE_BASIS_LABELS, type PriceBasis } from "./constants";

/** The international avoirdupois pound, exactly. */
export const KILOGRAMS_PER_POUND = 0.45359237;

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

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
    perLb: `${usd.format(pricePerLb)}/lb`,
    perKg: `${usd.format(pricePerKilogram(pricePerLb))}/kg`,
    basis: priceBasisText(basis, warehouse),
  };
}
