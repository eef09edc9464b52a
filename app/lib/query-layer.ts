// TanStack Query's hooks bound to the site's one query client (spec section 9's defaults, from
// createQueryClient). The client is made the first time a form, the admin desk or a page's client
// loader uses it, so TanStack Query loads with the modules that use it, not with every page.
// Import the hooks from here, never from TanStack Query: the lint configuration enforces it.
import {
  useMutation as useTanstackMutation,
  useQueries as useTanstackQueries,
  useQuery as useTanstackQuery,
  type QueryClient,
} from "@tanstack/react-query";
import { useState } from "react";
import { urlFor, type InputOf } from "./api-address";
import { apiQuery, userMessage, type ReadRoute, type ReplyOfRoute } from "./api-client";
import { createQueryClient } from "./query-client";
import { takeServerData } from "./server-data";

export type { QueryClient };

let browserClient: QueryClient | undefined;

/** The browser's query client, one for the page's lifetime. */
export function browserQueryClient(): QueryClient {
  return (browserClient ??= createQueryClient());
}

/** The site's query client: the page's own in the browser; on the server, one per render. */
export function useQueryClient(): QueryClient {
  // On the server nothing one visitor's render read may reach another's.
  const [serverClient] = useState(() => (import.meta.env.SSR ? createQueryClient() : undefined));
  return serverClient ?? browserQueryClient();
}

/**
 * A read for a page's client loader: through the query cache, so that it is made with the spec's
 * retries and, data never going stale, made once per visit (or never, when the server drew the
 * page with it: server-data.ts). A failure comes back as an Error in
 * the error catalog's words (spec section 8), for the page to show as it is.
 */
export function readThroughCache<R extends ReadRoute>(
  route: R,
  input: InputOf<R>,
): Promise<ReplyOfRoute<R>> {
  const client = browserQueryClient();
  const query = apiQuery(route, input);
  const drawn = takeServerData(urlFor(route, input));
  if (drawn !== undefined && client.getQueryData(query.queryKey) === undefined)
    client.setQueryData(query.queryKey, drawn as ReplyOfRoute<R>);
  return client
    .ensureQueryData(query)
    .catch((error: unknown) => Promise.reject(new Error(userMessage(error))));
}

export const useQuery = ((options: Parameters<typeof useTanstackQuery>[0]) =>
  useTanstackQuery(options, useQueryClient())) as typeof useTanstackQuery;

export const useQueries = ((options: Parameters<typeof useTanstackQueries>[0]) =>
  useTanstackQueries(options, useQueryClient())) as typeof useTanstackQueries;

export const useMutation = ((options: Parameters<typeof useTanstackMutation>[0]) =>
  useTanstackMutation(options, useQueryClient())) as typeof useTanstackMutation;
