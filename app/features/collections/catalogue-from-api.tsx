import { userMessage } from "~/lib/api-client";
import { useCoffeeOptions } from "./coffee-options";
import { CollectionView, type Catalogue, type CollectionBrowserProps } from "./collection-browser";

/** A collection page's coffees as GET /api/coffee/options answers them, loading and failing too. */
export default function CatalogueFromApi(props: CollectionBrowserProps) {
  const read = useCoffeeOptions(props.category);
  const catalogue: Catalogue = read.isPending
    ? { state: "loading" }
    : read.isError
      ? { state: "failed", message: userMessage(read.error), retry: () => void read.refetch() }
      : { state: "loaded", coffees: read.data };
  return <CollectionView {...props} catalogue={catalogue} />;
}
