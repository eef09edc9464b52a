// The root layout's share of the query layer: a box, one per page lifetime in the browser and one
// per request on the server, that the query client goes into the first time a module reads or
// writes through it (app/lib/query-layer.ts). TanStack Query itself is not imported here, so a
// page that asks nothing of the API does not load it (decision 033).
import { createContext } from "react";
import type { QueryClient } from "@tanstack/react-query";
import type { ReadRoute } from "./api-client";

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
