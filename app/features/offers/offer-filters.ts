// The /offers filters (spec section 2): a free-text search over name, region and producer, and
// three dropdowns. They live in the URL query (?q=&region=&processing=&availability=) so a
// filtered list can be shared and survives a reload.
import {
  FILTER_ALL,
  OFFER_FILTER_AVAILABILITY,
  OFFER_FILTER_PROCESSING,
  OFFER_FILTER_REGIONS,
  type Choice,
} from "../../../common/constants";
import type { Offer } from "../../../common/contract/records";

export type OfferFilters = {
  q: string;
  region: string;
  processing: string;
  availability: string;
};

export type OfferChoiceFilter = Exclude<keyof OfferFilters, "q">;

export const OFFER_FILTER_CHOICES: Record<OfferChoiceFilter, readonly Choice[]> = {
  region: OFFER_FILTER_REGIONS,
  processing: OFFER_FILTER_PROCESSING,
  availability: OFFER_FILTER_AVAILABILITY,
};

export const NO_OFFER_FILTERS: OfferFilters = {
  q: "",
  region: FILTER_ALL,
  processing: FILTER_ALL,
  availability: FILTER_ALL,
};

/** Lower case, accents and punctuation dropped: 'Jimma / Limmu' and 'jimma-limmu' compare equal. */
export function normalise(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, "");
}

/**
 * The choice a query value names, by value or by label ('Limu' and 'Jimma/Limmu' both pick the
 * Limu option), so hand-written links work too; anything else means All.
 */
function readChoice(choices: readonly Choice[], raw: string | null): string {
  if (!raw) return FILTER_ALL;
  const wanted = normalise(raw);
  const match = choices.find(
    (choice) => normalise(choice.value) === wanted || normalise(choice.label) === wanted,
  );
  return match?.value ?? FILTER_ALL;
}

export function readOfferFilters(params: URLSearchParams): OfferFilters {
  return {
    q: params.get("q") ?? "",
    region: readChoice(OFFER_FILTER_REGIONS, params.get("region")),
    processing: readChoice(OFFER_FILTER_PROCESSING, params.get("processing")),
    availability: readChoice(OFFER_FILTER_AVAILABILITY, params.get("availability")),
  };
}

/** The query for a set of filters; 'All' and an empty search are left out to keep links short. */
export function offerFiltersToParams(filters: OfferFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim() !== "") params.set("q", filters.q);
  for (const key of ["region", "processing", "availability"] as const) {
    if (filters[key] !== FILTER_ALL) params.set(key, filters[key]);
  }
  return params;
}

export function hasActiveFilters(filters: OfferFilters): boolean {
  return offerFiltersToParams(filters).size > 0;
}

function isAll(value: string): boolean {
  return value === FILTER_ALL;
}

export function matchesOfferFilters(offer: Offer, filters: OfferFilters): boolean {
  const search = filters.q.trim().toLowerCase();
  if (
    search !== "" &&
    ![offer.name, offer.region, offer.producer].some((text) => text.toLowerCase().includes(search))
  ) {
    return false;
  }
  // Stored regions are the admin's names ('Jimma/Limmu'), so a region matches when it contains the filter's.
  if (!isAll(filters.region) && !normalise(offer.region).includes(normalise(filters.region)))
    return false;
  if (!isAll(filters.processing) && normalise(offer.processing) !== normalise(filters.processing))
    return false;
  if (!isAll(filters.availability) && offer.availability !== filters.availability) return false;
  return true;
}
