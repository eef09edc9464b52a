// /specialty and /commercial group the catalogue by region, then by variety (sub-area); regions
// and varieties without a coffee that passes the filters are left out.
import { FILTER_ALL, REGIONAL_GROUP } from "../../../common/constants";
import type { CoffeeOption } from "../../../common/contract/records";

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

/** Groups in catalogue order (the order the options arrive in); a coffee without variety is 'Regional'. */
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

/** The distinct values of one field, in catalogue order: the filters' choices. */
export function distinctValues(
  options: readonly CoffeeOption[],
  field: "region" | "processingMethod",
): string[] {
  return [...new Set(options.map((option) => option[field]))];
}
