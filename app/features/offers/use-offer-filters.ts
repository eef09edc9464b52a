import { useCallback, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import {
  NO_OFFER_FILTERS,
  offerFiltersToParams,
  readOfferFilters,
  type OfferChoiceFilter,
  type OfferFilters,
} from "./offer-filters";

// Every change replaces the history entry: filtering is not navigation, and Back should leave the page.
const QUERY_UPDATE = { replace: true, preventScrollReset: true } as const;

/**
 * The filters of /offers, kept in the URL query. The search text also lives in local state: the
 * router applies URL changes in a transition, and a text box fed only from the URL would lose the
 * caret and fast keystrokes.
 */
export function useOfferFilters() {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => readOfferFilters(params), [params]);
  const [search, setSearchText] = useState(fromUrl.q);
  const latestSearch = useRef(search);

  const write = useCallback(
    (changes: Partial<OfferFilters>) => {
      setParams(
        offerFiltersToParams({ ...fromUrl, q: latestSearch.current, ...changes }),
        QUERY_UPDATE,
      );
    },
    [fromUrl, setParams],
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

  const clear = useCallback(() => {
    latestSearch.current = "";
    setSearchText("");
    setParams(offerFiltersToParams(NO_OFFER_FILTERS), QUERY_UPDATE);
  }, [setParams]);

  const filters: OfferFilters = useMemo(() => ({ ...fromUrl, q: search }), [fromUrl, search]);
  return { filters, setSearch, setChoice, clear };
}
