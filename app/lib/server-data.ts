// Seeding the query cache with what the server drew. A page rendered by the server holds its list
// in its loader data; TanStack Query loads only later (with a form, or a client loader after a
// navigation). The page keeps its list here, and the first read of the same address through the
// cache starts from it: data never goes stale (spec section 9), so a visit that starts on /offers
// never asks the API for the lots it was sent.
import { urlFor, type InputOf } from "./api-address";
import type { ReadRoute, ReplyOfRoute } from "./api-client";

const drawn = new Map<string, unknown>();

/** Keeps a list the server drew for `route` (called as the page renders it, in the browser). */
export function keepServerData<R extends ReadRoute>(
  route: R,
  input: InputOf<R>,
  data: ReplyOfRoute<R>,
): void {
  if (!import.meta.env.SSR) drawn.set(urlFor(route, input), data);
}

/** What the server drew for this address, once: the query cache takes it from there. */
export function takeServerData(address: string): unknown {
  const data = drawn.get(address);
  drawn.delete(address);
  return data;
}
