// Seeding the query cache with what the server drew. A page rendered by the server holds its list
// in its loader data; TanStack Query loads only later (with a form, or a client loader after a
// navigation). The page keeps its list here, and the first read of the same address through the
// cache starts from it: data never goes stale (spec section 9), so a visit that starts on /offers
// never asks the API for the lots it was sent.
// A list the server could not read (null: the database was unavailable) is read again in the
// browser once the page has hydrated, through the route's client loader.
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { urlFor, type InputOf } from "./api-address";
import type { ReadRoute, ReplyOfRoute } from "./api-client";

const drawn = new Map<string, unknown>();

/**
 * A page's list as its loader gave it: the server's (kept to seed the query cache), the client
 * loader's read (a promise, left to the page's `<Await>`), or null when the server could not read
 * it, which asks the route's client loader for it; the page shows its loading state meanwhile.
 */
export function useLoaderList<R extends ReadRoute>(
  route: R,
  input: InputOf<R>,
  list: ReplyOfRoute<R> | Promise<ReplyOfRoute<R>> | null,
): void {
  const address = urlFor(route, input);
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (list === null) void revalidate();
    else if (!(list instanceof Promise)) drawn.set(address, list);
  }, [address, list, revalidate]);
}

/** What the server drew for this address, once: the query cache takes it from there. */
export function takeServerData(address: string): unknown {
  const data = drawn.get(address);
  drawn.delete(address);
  return data;
}
