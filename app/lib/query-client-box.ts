// The root layout's share of the query layer: a box, one per page lifetime in the browser and one
// per request on the server, that the query client goes into the first time a module reads or
// writes through it (app/lib/query-layer.ts). TanStack Query itself is not imported here, so a
// page that asks nothing of the API does not load it (decision 033).
import { createContext, useContext, useState } from "react";
import type { QueryClient } from "@tanstack/react-query";
import type { ReadRoute, ReplyOfRoute } from "./api-client";

/** What a read without parameters would have answered, as the server rendered it into the page. */
export interface RenderedReply {
  route: ReadRoute;
  data: unknown;
}

export interface QueryClientBox {
  client?: QueryClient;
  /** Replies rendered into the page, waiting for the client to start from them. */
  rendered: RenderedReply[];
}

export const QueryClientBoxContext = createContext<QueryClientBox | null>(null);

/**
 * Hands the query layer a list the server rendered into the page (a loader's), once per mount.
 * The page draws from the list itself, without TanStack Query; the client, once something loads
 * it, starts from the list and, data never going stale (spec section 9), does not ask the API for
 * it again on this visit.
 */
export function useRenderedReply<R extends ReadRoute>(route: R, data: ReplyOfRoute<R> | null) {
  const box = useContext(QueryClientBoxContext);
  useState(() => {
    if (box && data !== null) box.rendered.push({ route, data });
  });
}
