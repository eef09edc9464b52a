// The /offers list (spec section 2, issue 11): a free-text search over name, region and producer,
// dropdowns for region, processing, availability, certification and position, and an order. They
// live in the URL query (?q=&region=&processing=&availability=&certification=&position=&sort=) so
// a list can be shared and survives a reload; the CSV and Excel downloads read the same query.
import { FILTER_ALL, type Choice } from "./terms/choice";

export type OfferFilters = {
  q: string;
  region: string;
  processing: string;
  availability: string;
  certification: string;
  position: string;
  sort: string;
};

export type OfferChoiceFilter = Exclude<keyof OfferFilters, "q">;

const ALL: Choice = { value: FILTER_ALL, label: "All" };

/**
 * The dropdowns' choices and the orders. Values equal the stored offer values, so filtering is an
 * equality test; the regions are the six a lot can have, the spec's four first (the 'Limmu' option
 * carries the stored region 'Jimma/Limmu'); the labels of availability, certification and position
 * are the lot's badges' (common/terms/offers.ts, held equal by offer-list.test.ts). Written here,
 * not taken from the lot's terms, so that the /offers page's first load carries the list's choices
 * and not every term a lot's sheet reads.
 */
export const OFFER_FILTER_CHOICES: Record<OfferChoiceFilter, readonly Choice[]> = {
  region: [
    ALL,
    { value: "Yirgacheffe", label: "Yirgacheffe" },
    { value: "Guji", label: "Guji" },
    { value: "Sidamo", label: "Sidamo" },
    { value: "Jimma/Limmu", label: "Limmu" },
    { value: "Nekemt", label: "Nekemt" },
    { value: "Benchi Maji", label: "Benchi Maji" },
  ],
  processing: [
    ALL,
    { value: "Washed", label: "Washed" },
    { value: "Natural", label: "Natural" },
    { value: "Honey", label: "Honey" },
    { value: "Anaerobic", label: "Anaerobic" },
  ],
  availability: [
    ALL,
    { value: "in-stock", label: "In Stock" },
    { value: "pre-ship", label: "Pre-Ship" },
    { value: "sold-out", label: "Sold Out" },
  ],
  certification: [
    ALL,
    { value: "organic", label: "Organic" },
    { value: "fair-trade", label: "Fair Trade" },
    { value: "rainforest-alliance", label: "Rainforest Alliance" },
  ],
  position: [
    ALL,
    { value: "at-origin", label: "At origin" },
    { value: "afloat", label: "Afloat" },
    { value: "in-warehouse", label: "In warehouse" },
  ],
  // Newest first unless the buyer picks another order.
  sort: [
    { value: "newest", label: "Newest" },
    { value: "cup-score", label: "Cup score (high to low)" },
    { value: "price", label: "Price (low to high)" },
    { value: "lot-size", label: "Lot size (large to small)" },
  ],
};
export const DEFAULT_OFFER_SORT = "newest";

const CHOICE_FILTERS = Object.keys(OFFER_FILTER_CHOICES) as OfferChoiceFilter[];

/** What a choice reads as when the query leaves it out: All, and the newest lots first. */
const UNSET: Record<OfferChoiceFilter, string> = {
  region: FILTER_ALL,
  processing: FILTER_ALL,
  availability: FILTER_ALL,
  certification: FILTER_ALL,
  position: FILTER_ALL,
  sort: DEFAULT_OFFER_SORT,
};

export const NO_OFFER_FILTERS: OfferFilters = { q: "", ...UNSET };

/** Lower case, accents and punctuation dropped: 'Jimma / Limmu' and 'jimma-limmu' compare equal. */
export function normalize(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, "");
}

/** Longer searches are cut: no lot name is this long, and the server reads the same query. */
export const OFFER_SEARCH_MAX_LENGTH = 200;

/**
 * The choice a query value names, by value or by label ('Limmu' and 'Jimma/Limmu' both pick the
 * Limmu option), so hand-written links work too. A region that names none is kept as written and
 * lists no lot (issue 47); any other unknown value means the default.
 */
function readChoice(filter: OfferChoiceFilter, raw: string | null | undefined): string {
  if (!raw) return UNSET[filter];
  const wanted = normalize(raw);
  const match = OFFER_FILTER_CHOICES[filter].find(
    (choice) => normalize(choice.value) === wanted || normalize(choice.label) === wanted,
  );
  if (match) return match.value;
  return filter === "region" ? raw.slice(0, OFFER_SEARCH_MAX_LENGTH) : UNSET[filter];
}

/** Whether the region is none of the list's: a query's own words, like a search. */
export function isUnknownRegion(filters: OfferFilters): boolean {
  return !OFFER_FILTER_CHOICES.region.some((choice) => choice.value === filters.region);
}

export function readOfferFilters(params: URLSearchParams): OfferFilters {
  const filters: OfferFilters = {
    ...NO_OFFER_FILTERS,
    q: (params.get("q") ?? "").slice(0, OFFER_SEARCH_MAX_LENGTH),
  };
  for (const filter of CHOICE_FILTERS) filters[filter] = readChoice(filter, params.get(filter));
  return filters;
}

/** The query for a set of filters; defaults and an empty search are left out to keep links short. */
export function offerFiltersToParams(filters: OfferFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim() !== "") params.set("q", filters.q);
  for (const filter of CHOICE_FILTERS) {
    if (filters[filter] !== UNSET[filter]) params.set(filter, filters[filter]);
  }
  return params;
}

/** How the lots are laid out: cards (default) or a compact table for comparing many lots. */
export type OfferView = "cards" | "table";
export const OFFER_VIEW_PARAM = "view";

export function readOfferView(params: URLSearchParams): OfferView {
  return params.get(OFFER_VIEW_PARAM) === "table" ? "table" : "cards";
}

/**
 * The part of a query that the /offers page shows, in the form the page itself writes: its
 * filters, order and view. Empty when the query changes nothing on the page (a campaign tag, a
 * social network's click id, a default written out).
 */
export function shownOfferQuery(params: URLSearchParams): string {
  const shown = offerFiltersToParams(readOfferFilters(params));
  if (readOfferView(params) === "table") shown.set(OFFER_VIEW_PARAM, "table");
  return shown.toString();
}

/** Whether the buyer narrowed the list (the order alone narrows nothing). */
export function hasActiveFilters(filters: OfferFilters): boolean {
  return offerFiltersToParams({ ...filters, sort: DEFAULT_OFFER_SORT }).size > 0;
}

function isAll(value: string): boolean {
  return value === FILTER_ALL;
}

/** What filtering and sorting read of a lot: a stored row (the downloads) or an API record (the page). */
export interface ListedOffer {
  id: number;
  name: string;
  region: string;
  producer: string;
  processing: string;
  availability: string;
  certifications: readonly string[];
  position: string | null;
  cupScore: number;
  pricePerLbs: number;
  lotSize: number;
  createdAt: string | Date;
}

export function matchesOfferFilters(offer: ListedOffer, filters: OfferFilters): boolean {
  const search = filters.q.trim().toLowerCase();
  if (
    search !== "" &&
    ![offer.name, offer.region, offer.producer].some((text) => text.toLowerCase().includes(search))
  ) {
    return false;
  }
  if (!isAll(filters.region) && offer.region !== filters.region) return false;
  if (!isAll(filters.processing) && normalize(offer.processing) !== normalize(filters.processing))
    return false;
  if (!isAll(filters.availability) && offer.availability !== filters.availability) return false;
  if (!isAll(filters.certification) && !offer.certifications.includes(filters.certification))
    return false;
  if (!isAll(filters.position) && offer.position !== filters.position) return false;
  return true;
}

type OfferOrder = (a: ListedOffer, b: ListedOffer) => number;

const time = (offer: ListedOffer) => new Date(offer.createdAt).getTime();
const newestFirst: OfferOrder = (a, b) => time(b) - time(a) || b.id - a.id;

// A price of 0 means 'on request': such lots go after every priced one.
const priceOrLast = (offer: ListedOffer) => (offer.pricePerLbs > 0 ? offer.pricePerLbs : Infinity);

const ORDERS: Record<string, OfferOrder> = {
  newest: newestFirst,
  "cup-score": (a, b) => b.cupScore - a.cupScore,
  price: (a, b) => priceOrLast(a) - priceOrLast(b),
  "lot-size": (a, b) => b.lotSize - a.lotSize,
};

/** A sorted copy; ties keep the newest lot first. */
export function sortOffers<T extends ListedOffer>(offers: readonly T[], sort: string): T[] {
  const order = ORDERS[sort] ?? newestFirst;
  return [...offers].sort((a, b) => order(a, b) || newestFirst(a, b));
}

export interface OfferListing<T extends ListedOffer> {
  /** The lots to show, filtered and sorted, the sold-out ones after the others. */
  shown: T[];
  /** The counter's X: the available (not sold-out) lots among those shown. */
  availableShown: number;
  /** The counter's Y: every available lot, whatever the filters. */
  availableTotal: number;
}

const isSoldOut = (offer: ListedOffer) => offer.availability === "sold-out";

/**
 * The list /offers shows and its downloads hold (decision 059): every lot the filters keep, the
 * sold-out ones after the others. 'Showing X of Y available lots' counts the lots not sold out.
 */
export function listOffers<T extends ListedOffer>(
  offers: readonly T[],
  filters: OfferFilters,
): OfferListing<T> {
  const kept = sortOffers(
    offers.filter((offer) => matchesOfferFilters(offer, filters)),
    filters.sort,
  );
  const available = kept.filter((offer) => !isSoldOut(offer));
  return {
    shown: [...available, ...kept.filter(isSoldOut)],
    availableShown: available.length,
    availableTotal: offers.filter((offer) => !isSoldOut(offer)).length,
  };
}
