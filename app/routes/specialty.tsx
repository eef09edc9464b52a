import { Suspense, useState } from "react";
import type { CollectionCoffee } from "~/features/sample-request/sample-coffee";
import type { Route } from "./+types/specialty";
import { loadCollection } from "~/features/collections/collection-loader";
import { specialtyDescription } from "~/features/collections/specialty-head";
import { pageMeta } from "~/lib/page-meta";
import { staticPart } from "~/lib/static-part";
import { CollectionBrowser } from "~/features/collections/collection-browser";
import { DEFAULT_SPECIALTY_METHOD } from "../../common/constants";
import { lazyPart } from "~/lib/lazy-part";

// The page's words are kept as the server drew them on a first load (decision 049).
const Title = staticPart(() =>
  import("~/features/collections/specialty-collection").then((m) => m.SpecialtyTitle),
);
const Intro = staticPart(() =>
  import("~/features/collections/specialty-collection").then((m) => m.SpecialtyIntro),
);

// The form code loads only when a visitor asks for a sample.
const CollectionSampleDialog = lazyPart(
  () => import("~/features/sample-request/collection-sample-dialog"),
);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    "/specialty",
    [
      { title: "Specialty Coffee Collection | Abyssinia Green Coffee" },
      {
        name: "description",
        content: loaderData?.description ?? "",
      },
    ],
    { image: "/media/collection-specialty-1280.webp" },
  );

export const loader = async ({ context }: Route.LoaderArgs) => ({
  ...(await loadCollection(context, "Speciality")),
  description: specialtyDescription(),
});

// Arriving from another page: the coffees come from the API (collection-browser.tsx).
export const clientLoader = async () => {
  const head = await import("~/features/collections/specialty-head");
  return { coffees: null, description: head.specialtyDescription() };
};

export default function SpecialtyPage({ loaderData }: Route.ComponentProps) {
  const [coffee, setCoffee] = useState<CollectionCoffee | null>(null);
  return (
    <>
      <Title />
      <CollectionBrowser
        category="Speciality"
        rendered={loaderData.coffees}
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
