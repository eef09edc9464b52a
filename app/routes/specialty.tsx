import { lazy, Suspense, useState } from "react";
import { listInWords, originRegions } from "../../content/facts";
import { PageHeader } from "~/components/layout/page-header";
import { SpecialtyCollection } from "~/features/collections/specialty-collection";
import type { CollectionCoffee } from "~/features/sample-request/sample-coffee";
import type { Route } from "./+types/specialty";
import { collectionFromApi, loadCollection } from "~/features/collections/collection-loader";
import { pageMeta } from "~/lib/page-meta";

// The form code loads only when a visitor asks for a sample.
const CollectionSampleDialog = lazy(
  () => import("~/features/sample-request/collection-sample-dialog"),
);

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "/specialty",
    [
      { title: "Specialty Coffee Collection | Abyssinia Green Coffee" },
      {
        name: "description",
        content: `Grade 1-2 Ethiopian specialty micro-lots from ${listInWords(originRegions)}, washed and natural. Request a green sample.`,
      },
    ],
    { image: "/media/collection-specialty-1280.webp" },
  );

export const loader = ({ context }: Route.LoaderArgs) => loadCollection(context, "Speciality");
export const clientLoader = collectionFromApi;

export default function SpecialtyPage({ loaderData }: Route.ComponentProps) {
  const [coffee, setCoffee] = useState<CollectionCoffee | null>(null);
  return (
    <>
      <PageHeader eyebrow="Grade 1-2 · Micro-lots" title="Our Specialty Coffee Collection">
        Washed and natural lots from named washing stations and smallholder groups, cupped and
        graded in our Addis Ababa lab.
      </PageHeader>
      <SpecialtyCollection
        rendered={loaderData.coffees}
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
