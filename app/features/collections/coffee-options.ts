// GET /api/coffee/options?category=...: every coffee of one category; the collection pages filter
// and group the list in the browser, so changing a filter needs no new request.
import { useQuery } from "~/lib/query-layer";
import { apiQuery } from "~/lib/api-client";
import type { CoffeeCategory } from "../../../common/constants";

export function useCoffeeOptions(category: CoffeeCategory) {
  return useQuery(apiQuery("GET /api/coffee/options", { query: { category } }));
}
