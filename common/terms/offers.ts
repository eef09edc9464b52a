// The lots' terms (spec sections 3 and 9, issue 11): regions, processing, availability, where a lot
// is, what its price includes and its certifications. The /offers filters and orders are the list's
// own (common/offer-list.ts).
export const OFFER_REGIONS = [
  "Benchi Maji",
  "Guji",
  "Jimma/Limmu",
  "Sidamo",
  "Nekemt",
  "Yirgacheffe",
] as const;
export type OfferRegion = (typeof OFFER_REGIONS)[number];

export const OFFER_PROCESSING = ["Natural", "Washed", "Honey", "Anaerobic"] as const;
export type OfferProcessing = (typeof OFFER_PROCESSING)[number];

export const AVAILABILITIES = ["in-stock", "pre-ship", "sold-out"] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const AVAILABILITY_LABELS: Record<Availability, string> = {
  "in-stock": "In Stock",
  "pre-ship": "Pre-Ship",
  "sold-out": "Sold Out",
};
/** Badge text for an availability the catalog does not know (grey badge). */
export const UNKNOWN_AVAILABILITY_LABEL = "Unknown";

export function isAvailability(value: unknown): value is Availability {
  return typeof value === "string" && (AVAILABILITIES as readonly string[]).includes(value);
}

/** The badge text for any stored value: In Stock, Pre-Ship, Sold Out or Unknown. */
export function availabilityLabel(value: string | null | undefined): string {
  return isAvailability(value) ? AVAILABILITY_LABELS[value] : UNKNOWN_AVAILABILITY_LABEL;
}

// Trade terms of a lot (issue 11). Values are stored; labels are what a buyer reads.

/** Where the coffee physically is: still in Ethiopia, on the water, or landed in a warehouse. */
export const LOT_POSITIONS = ["at-origin", "afloat", "in-warehouse"] as const;
export type LotPosition = (typeof LOT_POSITIONS)[number];
export const LOT_POSITION_LABELS: Record<LotPosition, string> = {
  "at-origin": "At origin",
  afloat: "Afloat",
  "in-warehouse": "In warehouse",
};

/** What the price includes: loaded on the vessel in Djibouti, or collected from a named warehouse. */
export const PRICE_BASES = ["fob-djibouti", "ex-warehouse"] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];
export const PRICE_BASIS_LABELS: Record<PriceBasis, string> = {
  "fob-djibouti": "FOB Djibouti",
  "ex-warehouse": "ex-warehouse",
};

/** Certifications a buyer filters by; any other goes into the offer's free-text field. */
export const CERTIFICATIONS = ["organic", "fair-trade", "rainforest-alliance"] as const;
export type Certification = (typeof CERTIFICATIONS)[number];
export const CERTIFICATION_LABELS: Record<Certification, string> = {
  organic: "Organic",
  "fair-trade": "Fair Trade",
  "rainforest-alliance": "Rainforest Alliance",
};

export const CUP_SCORE_MIN = 80;
export const CUP_SCORE_MAX = 100;
export const LOT_SIZE_MIN = 1;
