import { useDeferredValue, useState } from "react";
import { farmers, farmersIntro, type FarmerId } from "../../content/farmers";
import { PageHeader } from "~/components/layout/page-header";
import { BackToSection } from "~/components/layout/back-to-section";
import { FarmerPicker } from "~/features/stories/farmer-picker";
import { ImageSet } from "~/components/ui/image-set";
import type { Route } from "./+types/farmers-stories";
import { loadPictures, readPictures, SitePicturesProvider } from "~/lib/site-pictures";
import { pageMeta } from "~/lib/page-meta";
import { island } from "~/lib/island";

// The chosen farmer's story keeps the server's HTML on a first load.
const FarmerProfile = island(() =>
  import("~/features/stories/farmer-profile.island").then((m) => m.FarmerProfile),
);

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "/farmers-stories",
    [
      { title: "Farmer Stories | Abyssinia Green Coffee" },
      { name: "description", content: farmersIntro.body },
    ],
    { image: "/media/farmer-portrait-1280.webp" },
  );

/**
 * Server: the photographs set in the page's pictures and those added to its stories (issue 50),
 * in the HTML it sends; in the browser after a navigation, through the API.
 */
export const loader = ({ context }: Route.LoaderArgs) => loadPictures(context);
export const clientLoader = readPictures;

export default function FarmersStoriesPage({ loaderData }: Route.ComponentProps) {
  const [selectedId, setSelectedId] = useState<FarmerId>(farmers[0].id);
  const farmer = farmers.find(({ id }) => id === selectedId) ?? farmers[0];
  // Another farmer's story loads its part (once) with the one before still on the page; the
  // picker shows the choice at once.
  const shownId = useDeferredValue(farmer.id);
  return (
    <SitePicturesProvider pictures={loaderData.sitePictures}>
      <PageHeader eyebrow={farmersIntro.eyebrow} title={farmersIntro.title}>
        <p>{farmersIntro.body}</p>
      </PageHeader>
      <div className="container-page py-10 md:py-14">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
          <BackToSection section="csr" label="Back to Impact" />
          <FarmerPicker farmers={farmers} selectedId={farmer.id} onSelect={setSelectedId} />
        </div>
        <div className="mt-10 md:mt-14">
          <ImageSet>
            <FarmerProfile
              key={shownId}
              id={shownId}
              photos={loaderData.contentPhotos?.["farmer-story"][shownId]}
            />
          </ImageSet>
        </div>
      </div>
    </SitePicturesProvider>
  );
}
