import { useCallback, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import {
  NO_OFFER_FILTERS,
  OFFER_VIEW_PARAM,
  offerFiltersToParams,
  readOfferFilters,
  readOfferView,
  type OfferChoiceFilter,
  type OfferFilters,
  type OfferView,
} from "~common/offer-list";

// Every change replaces the history entry: filtering is not navigation, and Back should leave the page.
const QUERY_UPDATE = { replace: true, preventScrollReset: true } as const;

/**
 * The filters, order and view of /offers, kept in the URL query. The search text also lives in
 * local state: the router applies URL changes in a transition, and a text box fed only from the
 * URL would lose the caret and fast keystrokes.
 */
export function useOfferFilters() {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => readOfferFilters(params), [params]);
  const view = readOfferView(params);
  const [search, setSearchText] = useState(fromUrl.q);
  const latestSearch = useRef(search);

  const write = useCallback(
    (changes: Partial<OfferFilters>, nextView: OfferView = view) => {
      const next = offerFiltersToParams({ ...fromUrl, q: latestSearch.current, ...changes });
      if (nextView === "table") next.set(OFFER_VIEW_PARAM, "table");
      setParams(next, QUERY_UPDATE);
    },
    [fromUrl, setParams, view],
  );

  const setSearch = useCallback(
    (text: string) => {
      latestSearch.current = text;
      setSearchText(text);
      write({ q: text });
    },
    [write],
  );

  const setChoice = useCallback(
    (key: OfferChoiceFilter, value: string) => write({ [key]: value }),
    [write],
  );

  const setView = useCallback((next: OfferView) => write({}, next), [write]);

  // Clearing keeps the buyer's order and view: only the narrowing goes.
  const clear = useCallback(() => {
    latestSearch.current = "";
    setSearchText("");
    write({ ...NO_OFFER_FILTERS, sort: fromUrl.sort });
  }, [write, fromUrl.sort]);

  const filters: OfferFilters = useMemo(() => ({ ...fromUrl, q: search }), [fromUrl, search]);
  return { filters, view, setSearch, setChoice, setView, clear };
}
