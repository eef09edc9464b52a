// The wizard's coffee choices (spec section 7): regions; processing methods of both categories,
// merged; grades of the chosen category; varieties of the chosen region and category, asked for
// only once both are chosen.
import { useQueries, useQuery } from "@tanstack/react-query";
import { COFFEE_CATEGORY_VALUES, type CoffeeCategory } from "../../../common/constants";

function isCategory(value: string): value is CoffeeCategory {
  return (COFFEE_CATEGORY_VALUES as readonly string[]).includes(value);
}

export function useCoffeeRegions() {
  return useQuery<string[]>({ queryKey: ["/api/coffee/regions"] });
}

export function useProcessingMethods(): { methods: string[]; isPending: boolean } {
  return useQueries({
    queries: COFFEE_CATEGORY_VALUES.map((category) => ({
      queryKey: [`/api/coffee/processing-methods/${category}`],
    })),
    combine: (results) => ({
      methods: [
        ...new Set(results.flatMap((result) => (result.data as string[] | undefined) ?? [])),
      ],
      isPending: results.some((result) => result.isPending),
    }),
  });
}

export function useCoffeeGrades(category: string) {
  return useQuery<number[]>({
    queryKey: [`/api/coffee/grades/${category}`],
    enabled: isCategory(category),
  });
}

export function useCoffeeVarieties(region: string, category: string) {
  return useQuery<string[]>({
    // 'Jimma/Limmu' must stay one path segment.
    queryKey: [`/api/coffee/varieties/${encodeURIComponent(region)}/${category}`],
    enabled: region !== "" && isCategory(category),
  });
}
