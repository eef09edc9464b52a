// The wizard's coffee choices (spec section 7): regions; processing methods of both categories,
// merged; grades of the chosen category; varieties of the chosen region and category, asked for
// only once both are chosen.
import { useQueries, useQuery } from "@tanstack/react-query";
import { apiQuery } from "~/lib/api-client";
import { COFFEE_CATEGORY_VALUES, type CoffeeCategory } from "../../../common/constants";
import { coffeeApi } from "../../../common/contract/catalog";

function isCategory(value: string): value is CoffeeCategory {
  return (COFFEE_CATEGORY_VALUES as readonly string[]).includes(value);
}

export function useCoffeeRegions() {
  return useQuery(apiQuery(coffeeApi.regions, {}));
}

export function useProcessingMethods(): { methods: string[]; isPending: boolean } {
  return useQueries({
    queries: COFFEE_CATEGORY_VALUES.map((category) =>
      apiQuery(coffeeApi.processingMethods, { params: { category } }),
    ),
    combine: (results) => ({
      methods: [...new Set(results.flatMap((result) => result.data ?? []))],
      isPending: results.some((result) => result.isPending),
    }),
  });
}

export function useCoffeeGrades(category: string) {
  return useQuery({
    ...apiQuery(coffeeApi.grades, { params: { category } }),
    enabled: isCategory(category),
  });
}

export function useCoffeeVarieties(region: string, category: string) {
  return useQuery({
    // The contract encodes each parameter: 'Jimma/Limmu' stays one path segment.
    ...apiQuery(coffeeApi.varieties, { params: { region, category } }),
    enabled: region !== "" && isCategory(category),
  });
}
