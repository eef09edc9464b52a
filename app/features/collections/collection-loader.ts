// The server loader of /specialty and /commercial (decision 041): the category's coffees from the
// database, so that they are in the HTML the server sends; the browser, arriving from another page,
// gets none and reads the API (spec section 9's client).
import type { AppLoadContext } from "react-router";
import { readDevApi } from "~/lib/dev-api";
import type { CoffeeCategory } from "../../../common/constants";
import type { CoffeeOption } from "../../../common/contract/records";

export async function loadCollection(context: AppLoadContext, category: CoffeeCategory) {
  const coffees = context.listCoffeeOptions
    ? await context.listCoffeeOptions(category)
    : await readDevApi<CoffeeOption[]>(`/api/coffee/options?category=${category}`);
  return { coffees };
}

export function collectionFromApi() {
  return { coffees: null };
}
