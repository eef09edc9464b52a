// A list the server rendered into a page, handed to the query layer's box (query-client-box.ts)
// by the pages that draw such a list (offers, news), not by the root layout every page loads.
import { useContext, useState } from "react";
import type { ReadRoute, ReplyOfRoute } from "./api-client";
import { QueryClientBoxContext } from "./query-client-box";

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
