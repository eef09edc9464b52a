import { Suspense, useState } from "react";
import type { CollectionCoffee } from "~/features/sample-request/sample-coffee";
import type { Route } from "./+types/commercial";
import { collectionFromApi, loadCollection } from "~/features/collections/collection-loader";
import { pageMeta } from "~/lib/page-meta";
import { staticPart } from "~/lib/static-part";
import { CollectionBrowser } from "~/features/collections/collection-browser";
import { DEFAULT_COMMERCIAL_METHOD } from "../../common/constants";
import { lazyPart } from "~/lib/lazy-part";

// The page's words are kept as the server drew them on a first load (decision 049).
const Title = staticPart(() =>
  import("~/features/collections/commercial-collection").then((m) => m.CommercialTitle),
);
const Intro = staticPart(() =>
  import("~/features/collections/commercial-collection").then((m) => m.VolumeBanner),
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
export const clientLoader = collectionFromApi;

export default function CommercialPage({ loaderData }: Route.ComponentProps) {
  const [coffee, setCoffee] = useState<CollectionCoffee | null>(null);
  return (
    <>
      <Title />
      <CollectionBrowser
        category="Commercial"
        rendered={loaderData.coffees}
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
