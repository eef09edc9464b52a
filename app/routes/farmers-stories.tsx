import { Suspense, useDeferredValue, useState } from "react";
import { Await } from "react-router";
import { farmersIntro } from "../../content/farmers";
import { PageHeader } from "~/components/layout/page-header";
import { BackToSection } from "~/components/layout/back-to-section";
import { ReadFailed } from "~/components/layout/read-failed";
import { FarmerPicker } from "~/features/stories/farmer-picker";
import { ImageSet } from "~/components/ui/image-set";
import { readDevApi } from "~/lib/dev-api";
import { useLoaderList } from "~/lib/server-data";
import type { Route } from "./+types/farmers-stories";
import {
  linkPreview,
  loadSitePictures,
  readSitePictures,
  SitePicturesProvider,
} from "~/lib/site-pictures";
import { pageMeta } from "~/lib/page-meta";
import { island } from "~/lib/island";
import type { FarmerStory } from "~common/contract/farmer-stories";

// The chosen farmer's story keeps the server's HTML on a first load.
const FarmerProfile = island(() =>
  import("~/features/stories/farmer-profile.island").then((m) => m.FarmerProfile),
);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    "/farmers-stories",
    [
      { title: "Farmer Stories | Abyssinia Green Coffee" },
      { name: "description", content: farmersIntro.body },
    ],
    { image: linkPreview(loaderData?.sitePictures, "farmer-portrait") },
  );

/**
 * Server: the farmers as the desk keeps them, with their photographs (issue 50), and the site
 * pictures, in the HTML it sends.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [{ sitePictures }, farmers] = await Promise.all([
    loadSitePictures(context),
    context.listFarmerStories
      ? context.listFarmerStories()
      : readDevApi<FarmerStory[]>("/api/farmer-stories"),
  ]);
  return { sitePictures, farmers };
}

/** Browser, arriving from another page: the page shows at once, the farmers as the API answers. */
export async function clientLoader() {
  const farmers = import("~/lib/query-layer").then(({ readThroughCache }) =>
    readThroughCache("GET /api/farmer-stories", {}),
  );
  const { sitePictures } = await readSitePictures();
  return { sitePictures, farmers };
}

/** While the farmers are read: the way back, and what is happening. */
function LoadingFarmers() {
  return (
    <>
      <BackToSection section="csr" label="Back to Impact" />
      <p role="status" className="py-16 text-center text-muted">
        Loading the farmers...
      </p>
    </>
  );
}

/** The picker and the chosen farmer's story; the first farmer until another is chosen. */
function FarmerStories({ farmers }: { farmers: FarmerStory[] }) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const farmer = farmers.find(({ id }) => id === selectedId) ?? farmers[0];
  // Another farmer's story is drawn with the one before still on the page; the picker shows the
  // choice at once.
  const shown = useDeferredValue(farmer);
  return (
    <>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <BackToSection section="csr" label="Back to Impact" />
        {farmer ? (
          <FarmerPicker farmers={farmers} selectedId={farmer.id} onSelect={setSelectedId} />
        ) : null}
      </div>
      <div className="mt-10 md:mt-14">
        {shown ? (
          <ImageSet>
            <FarmerProfile key={shown.id} farmer={shown} />
          </ImageSet>
        ) : (
          <p className="rounded-2xl border border-dashed border-line bg-white/60 px-6 py-14 text-center text-muted">
            No farmer stories yet.
          </p>
        )}
      </div>
    </>
  );
}

export default function FarmersStoriesPage({ loaderData }: Route.ComponentProps) {
  const { farmers } = loaderData;
  useLoaderList("GET /api/farmer-stories", {}, farmers);
  return (
    <SitePicturesProvider pictures={loaderData.sitePictures}>
      <PageHeader eyebrow={farmersIntro.eyebrow} title={farmersIntro.title}>
        <p>{farmersIntro.body}</p>
      </PageHeader>
      <div className="container-page py-10 md:py-14">
        {farmers === null ? (
          <LoadingFarmers />
        ) : (
          <Suspense fallback={<LoadingFarmers />}>
            <Await
              resolve={farmers}
              errorElement={<ReadFailed title="The farmers' stories could not be loaded" />}
            >
              {(farmers) => <FarmerStories farmers={farmers} />}
            </Await>
          </Suspense>
        )}
      </div>
    </SitePicturesProvider>
  );
}
