import { Suspense, useState } from "react";
import type { CollectionCoffee } from "~/features/sample-request/sample-coffee";
import type { Route } from "./+types/specialty";
import { loadCollection, readCollection } from "~/features/collections/collection-loader";
import { pageMeta } from "~/lib/page-meta";
import { island } from "~/lib/island";
import { TitleBand } from "~/components/layout/title-band";
import { CollectionBrowser } from "~/features/collections/collection-browser";
import { BACK_TO_PRODUCTS } from "~/features/collections/collection-banner";
import { DEFAULT_SPECIALTY_METHOD } from "~common/constants";
import { lazyPart } from "~/lib/lazy-part";

// The page's words are islands, kept as the server drew them.
const Title = island(() =>
  import("~/features/collections/specialty-collection.island").then((m) => m.SpecialtyTitle),
);
const Intro = island(() =>
  import("~/features/collections/specialty-collection.island").then((m) => m.SpecialtyIntro),
);

// The form code loads only when a visitor asks for a sample.
const CollectionSampleDialog = lazyPart(
  () => import("~/features/sample-request/collection-sample-dialog"),
);

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "/specialty",
    [
      { title: "Specialty Coffee Collection | Abyssinia Green Coffee" },
      {
        name: "description",
        // The five regions of content/facts.ts `originRegions`, written out: the browser runs
        // this too, and the facts module would bring its figures and their formatting with it.
        content:
          "Grade 1-2 Ethiopian specialty micro-lots from Yirgacheffe, Guji, Sidamo, Limmu and Nekemt, washed and natural. Request a green sample.",
      },
    ],
    { image: "/media/collection-specialty-1280.webp" },
  );

export const loader = ({ context }: Route.LoaderArgs) => loadCollection(context, "Speciality");
export const clientLoader = () => readCollection("Speciality");

export default function SpecialtyPage({ loaderData }: Route.ComponentProps) {
  const [coffee, setCoffee] = useState<CollectionCoffee | null>(null);
  return (
    <>
      <TitleBand back={BACK_TO_PRODUCTS}>
        <Title />
      </TitleBand>
      <CollectionBrowser
        category="Speciality"
        coffees={loaderData.coffees}
        methods={[DEFAULT_SPECIALTY_METHOD, "Natural"]}
        emptyTitle="No specialty coffees found"
        groupNoun={["variety or locality", "varieties and localities"]}
        intro={<Intro />}
        onRequestSample={(option) => setCoffee({ ...option, category: "Speciality" })}
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
