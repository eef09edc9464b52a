// The wizard's coffee choices (spec section 7): regions; processing methods of both categories,
// merged; grades of the chosen category; varieties of the chosen region and category, asked for
// only once both are chosen.
import { useQueries, useQuery } from "~/lib/query-layer";
import { apiQuery } from "~/lib/api-client";
import { COFFEE_CATEGORY_VALUES, type CoffeeCategory } from "~common/constants";

function isCategory(value: string): value is CoffeeCategory {
  return (COFFEE_CATEGORY_VALUES as readonly string[]).includes(value);
}

export function useCoffeeRegions() {
  return useQuery(apiQuery("GET /api/coffee/regions", {}));
}

export function useProcessingMethods(): { methods: string[]; isPending: boolean } {
  return useQueries({
    queries: COFFEE_CATEGORY_VALUES.map((category) =>
      apiQuery("GET /api/coffee/processing-methods/:category", { params: { category } }),
    ),
    combine: (results) => ({
      methods: [...new Set(results.flatMap((result) => result.data ?? []))],
      isPending: results.some((result) => result.isPending),
    }),
  });
}

export function useCoffeeGrades(category: string) {
  return useQuery({
    ...apiQuery("GET /api/coffee/grades/:category", { params: { category } }),
    enabled: isCategory(category),
  });
}

export function useCoffeeVarieties(region: string, category: string) {
  return useQuery({
    // The contract encodes each parameter: 'Jimma/Limmu' stays one path segment.
    ...apiQuery("GET /api/coffee/varieties/:region/:category", { params: { region, category } }),
    enabled: region !== "" && isCategory(category),
  });
}
