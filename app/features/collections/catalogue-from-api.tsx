import { useEffect } from "react";
import { userMessage } from "~/lib/api-client";
import { useCoffeeOptions } from "./coffee-options";
import type { Catalogue } from "./collection-browser";
import type { CoffeeCategory } from "../../../common/constants";

export interface CatalogueFromApiProps {
  category: CoffeeCategory;
  /** Told each state of the read: loading, failed (with a retry) or loaded. */
  onRead: (catalogue: Catalogue) => void;
}

/** Reads a collection page's coffees from GET /api/coffee/options for the page's view. */
export default function CatalogueFromApi({ category, onRead }: CatalogueFromApiProps) {
  const { status, data, error, refetch } = useCoffeeOptions(category);
  useEffect(() => {
    if (status === "pending") onRead({ state: "loading" });
    else if (status === "error")
      onRead({ state: "failed", message: userMessage(error), retry: () => void refetch() });
    else onRead({ state: "loaded", coffees: data });
  }, [status, data, error, refetch, onRead]);
  return null;
}
