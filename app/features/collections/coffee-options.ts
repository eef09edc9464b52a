// GET /api/coffee/options?category=...: every coffee of one category; the collection pages filter
// and group the list in the browser, so changing a filter needs no new request.
import { useQuery } from "@tanstack/react-query";
import type { CoffeeCategory } from "../../../common/constants";
import type { CoffeeOption } from "../../../common/schemas/requests";

export function coffeeOptionsPath(category: CoffeeCategory): string {
  return `/api/coffee/options?${new URLSearchParams({ category }).toString()}`;
}

export function useCoffeeOptions(category: CoffeeCategory) {
  return useQuery<CoffeeOption[]>({ queryKey: [coffeeOptionsPath(category)] });
}
