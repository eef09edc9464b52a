import { lazy, Suspense, useState } from "react";
import { PageHeader } from "~/components/layout/page-header";
import { CommercialCollection } from "~/features/collections/commercial-collection";
import type { CollectionCoffee } from "~/features/sample-request/sample-coffee";
import type { Route } from "./+types/commercial";
import { collectionFromApi, loadCollection } from "~/features/collections/collection-loader";
import { pageMeta } from "~/lib/page-meta";

// The form code loads only when a visitor asks for a sample.
const CollectionSampleDialog = lazy(
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
      <PageHeader eyebrow="Grade 3-4 · Volume contracts" title="Commercial Coffee Collection">
        Dependable regional coffees for blends and everyday roasts, shipped on monthly contracts
        from 5 tons to 500+ tons.
      </PageHeader>
      <CommercialCollection
        rendered={loaderData.coffees}
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
