// /specialty and /commercial group the catalog by region, then by variety (sub-area); regions
// and varieties without a coffee that passes the filters are left out.
import { FILTER_ALL, REGIONAL_GROUP, type CollectionProcessingMethod } from "~common/constants";
import type { CoffeeOption } from "~common/contract/records";

export interface CollectionFilters {
  /** FILTER_ALL or a processing method. */
  processingMethod: string;
  /** FILTER_ALL or a region. */
  region: string;
}

export const NO_FILTERS: CollectionFilters = { processingMethod: FILTER_ALL, region: FILTER_ALL };

export interface VarietyGroup {
  variety: string;
  coffees: CoffeeOption[];
}

export interface RegionGroup {
  region: string;
  varieties: VarietyGroup[];
}

function passes(option: CoffeeOption, filters: CollectionFilters): boolean {
  return (
    (filters.processingMethod === FILTER_ALL ||
      option.processingMethod === filters.processingMethod) &&
    (filters.region === FILTER_ALL || option.region === filters.region)
  );
}

/** Groups in catalog order (the order the options arrive in); a coffee without variety is 'Regional'. */
export function groupCollection(
  options: readonly CoffeeOption[],
  filters: CollectionFilters,
): RegionGroup[] {
  const regions = new Map<string, Map<string, CoffeeOption[]>>();
  for (const option of options) {
    if (!passes(option, filters)) continue;
    const varieties = regions.get(option.region) ?? new Map<string, CoffeeOption[]>();
    regions.set(option.region, varieties);
    const variety = option.variety ?? REGIONAL_GROUP;
    varieties.set(variety, [...(varieties.get(variety) ?? []), option]);
  }
  return [...regions].map(([region, varieties]) => ({
    region,
    varieties: [...varieties].map(([variety, coffees]) => ({ variety, coffees })),
  }));
}

/** The distinct values of one field, in catalog order: the filters' choices. */
export function distinctValues(
  options: readonly CoffeeOption[],
  field: "region" | "processingMethod",
): string[] {
  return [...new Set(options.map((option) => option[field]))];
}

/**
 * The method a variety card opens on: the page's default (Washed on /specialty, Natural on
 * /commercial) when the variety has it, else the first method it does have, so a card never
 * opens on "No ... processed coffee available".
 */
export function startingMethod<M extends string>(
  preferred: M,
  methods: readonly M[],
  available: ReadonlySet<string>,
): M {
  if (available.has(preferred)) return preferred;
  return methods.find((method) => available.has(method)) ?? preferred;
}

/** The toggle's methods with the available ones first, so a greyed (N/A) pill never leads. */
export function availableFirst<M extends string>(
  methods: readonly M[],
  available: ReadonlySet<string>,
): M[] {
  return [
    ...methods.filter((method) => available.has(method)),
    ...methods.filter((method) => !available.has(method)),
  ];
}

/** A variety card as the page shows it: its coffees and the method its toggle has on. */
export interface ShownVariety extends VarietyGroup {
  /** The card's name for the page's actions (`cardKey`). */
  card: string;
  method: CollectionProcessingMethod;
}

export interface ShownRegion {
  region: string;
  varieties: ShownVariety[];
}

/** A card's name among the page's cards: a variety's name can come back in another region. */
export function cardKey(region: string, variety: string): string {
  return `${region}/${variety}`;
}

/**
 * The cards of the groups, each on the method the visitor picked for it (`picked`, by card), else
 * on `preferred` when it has that method, else on the first it has (`startingMethod`).
 */
export function showCollection(
  groups: readonly RegionGroup[],
  methods: readonly CollectionProcessingMethod[],
  preferred: CollectionProcessingMethod,
  picked: Readonly<Record<string, CollectionProcessingMethod>>,
): ShownRegion[] {
  return groups.map(({ region, varieties }) => ({
    region,
    varieties: varieties.map((group) => {
      const card = cardKey(region, group.variety);
      const available = new Set(group.coffees.map((coffee) => coffee.processingMethod));
      const method = picked[card] ?? startingMethod(preferred, methods, available);
      return { ...group, card, method };
    }),
  }));
}
