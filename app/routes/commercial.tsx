import { Suspense, useState } from "react";
import type { CollectionCoffee } from "~/features/sample-request/sample-coffee";
import type { Route } from "./+types/commercial";
import { loadCollection, readCollection } from "~/features/collections/collection-loader";
import { pageMeta } from "~/lib/page-meta";
import { island } from "~/lib/island";
import { TitleBand } from "~/components/layout/title-band";
import { CollectionBrowser } from "~/features/collections/collection-browser";
import { BACK_TO_PRODUCTS } from "~/features/collections/collection-banner";
import { DEFAULT_COMMERCIAL_METHOD } from "~common/constants";
import { lazyPart } from "~/lib/lazy-part";

// The page's words are islands, kept as the server drew them.
const Title = island(() =>
  import("~/features/collections/commercial-collection.island").then((m) => m.CommercialTitle),
);
const Intro = island(() =>
  import("~/features/collections/commercial-collection.island").then((m) => m.VolumeBanner),
);

// The form code loads only when a visitor asks for a sample.
const CollectionSampleDialog = lazyPart(
  () => import("~/features/sample-request/collection-sample-dialog"),
);

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "/commercial",
    [
      { title: "Commercial Coffee Collection | Abyssinia Green Coffee" },
      {
        name: "description",
        content:
          "Grade 3-4 Ethiopian commercial green coffee, natural and washed, from 5 tons to 500+ tons per month. Request a sample.",
      },
    ],
    { image: "/media/collection-commercial-1280.webp" },
  );

export const loader = ({ context }: Route.LoaderArgs) => loadCollection(context, "Commercial");
export const clientLoader = () => readCollection("Commercial");

export default function CommercialPage({ loaderData }: Route.ComponentProps) {
  const [coffee, setCoffee] = useState<CollectionCoffee | null>(null);
  return (
    <>
      <TitleBand back={BACK_TO_PRODUCTS}>
        <Title />
      </TitleBand>
      <CollectionBrowser
        category="Commercial"
        coffees={loaderData.coffees}
        methods={[DEFAULT_COMMERCIAL_METHOD, "Washed"]}
        emptyTitle="No commercial coffees found"
        groupNoun={["sub-area", "sub-areas"]}
        intro={<Intro />}
        onRequestSample={(option) => setCoffee({ ...option, category: "Commercial" })}
      />
      {coffee ? (
        <Suspense fallback={null}>
          <CollectionSampleDialog
            coffee={coffee}
            open
            onOpenChange={(open) => (open ? undefined : setCoffee(null))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
