// TanStack Query's hooks bound to the site's one query client (spec section 9's defaults, from
// createQueryClient). The client is made the first time a page or form uses one of these hooks
// and kept in the root layout's box, so the query layer loads with the modules that use it, not
// with every page (decision 033). Import the hooks from here, never from TanStack Query: the lint
// configuration enforces it.
import {
  useMutation as useTanstackMutation,
  useQueries as useTanstackQueries,
  useQuery as useTanstackQuery,
  type QueryClient,
} from "@tanstack/react-query";
import { useContext } from "react";
import { queryKeyOf } from "./api-client";
import { QueryClientBoxContext } from "./query-client-box";
import { createQueryClient } from "./query-client";

export type { QueryClient };

/** The site's query client: the page's own in the browser, the request's own on the server. */
export function useQueryClient(): QueryClient {
  const box = useContext(QueryClientBoxContext);
  if (!box) throw new Error("The query layer is used outside the root layout");
  const client = (box.client ??= createQueryClient());
  // What the server rendered into the page; what the client has already read is newer.
  for (const { route, data } of box.rendered.splice(0)) {
    const key = queryKeyOf(route, {} as never);
    if (client.getQueryData(key) === undefined) client.setQueryData(key, data);
  }
  return client;
}

export const useQuery = ((options: Parameters<typeof useTanstackQuery>[0]) =>
  useTanstackQuery(options, useQueryClient())) as typeof useTanstackQuery;

export const useQueries = ((options: Parameters<typeof useTanstackQueries>[0]) =>
  useTanstackQueries(options, useQueryClient())) as typeof useTanstackQueries;

export const useMutation = ((options: Parameters<typeof useTanstackMutation>[0]) =>
  useTanstackMutation(options, useQueryClient())) as typeof useTanstackMutation;
