// The loaders of /specialty and /commercial (decision 041): on the server, the category's coffees
// from the database, so that they are in the HTML the server sends; in the browser, arriving from
// another page, the read of the API (spec section 9's client), which the page shows as it arrives.
import type { AppLoadContext } from "react-router";
import { readDevApi } from "~/lib/dev-api";
import type { CoffeeCategory } from "~common/constants";
import type { CoffeeOption } from "~common/contract/records";

export async function loadCollection(context: AppLoadContext, category: CoffeeCategory) {
  const coffees = context.listCoffeeOptions
    ? await context.listCoffeeOptions(category)
    : await readDevApi<CoffeeOption[]>(`/api/coffee/options?category=${category}`);
  return { coffees };
}

export function readCollection(category: CoffeeCategory) {
  const coffees = import("~/lib/query-layer").then(({ readThroughCache }) =>
    readThroughCache("GET /api/coffee/options", { query: { category } }),
  );
  return { coffees };
}
