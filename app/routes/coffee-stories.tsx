import { TitleBand } from "~/components/layout/title-band";
import { ImageSet } from "~/components/ui/image-set";
import { useDeferredValue, useRef, useState } from "react";
import {
  originStories,
  originStoriesIntro,
  type OriginStoryId,
} from "../../content/origin-stories";
import { OriginCarousel } from "~/features/stories/origin-carousel";
import type { Route } from "./+types/coffee-stories";
import { linkPreview, loadPictures, readPictures, SitePicturesProvider } from "~/lib/site-pictures";
import { pageMeta } from "~/lib/page-meta";
import { island } from "~/lib/island";

// The title band and the chosen origin's story keep the server's HTML on a first load.
const OriginStoriesTitle = island(() =>
  import("~/features/stories/origin-stories-title.island").then((m) => m.OriginStoriesTitle),
);
const OriginStoryDetail = island(() =>
  import("~/features/stories/origin-story-detail.island").then((m) => m.OriginStoryDetail),
);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    "/coffee-stories",
    [
      { title: "Coffee Origin Stories | Abyssinia Green Coffee" },
      { name: "description", content: originStoriesIntro.body },
    ],
    { image: linkPreview(loaderData?.sitePictures, "teaser-coffee-stories") },
  );

/**
 * Server: the photographs set in the page's pictures and those added to its stories (issue 50),
 * in the HTML it sends; in the browser after a navigation, through the API.
 */
export const loader = ({ context }: Route.LoaderArgs) => loadPictures(context);
export const clientLoader = readPictures;

export default function CoffeeStoriesPage({ loaderData }: Route.ComponentProps) {
  const [selectedId, setSelectedId] = useState<OriginStoryId>(originStories[0].id);
  const detail = useRef<HTMLDivElement>(null);
  const origin = originStories.find(({ id }) => id === selectedId) ?? originStories[0];

  // Another origin's story loads its part (once) with the one before still on the page; the
  // carousel shows the choice at once.
  const shownId = useDeferredValue(origin.id);

  const select = (id: OriginStoryId) => {
    setSelectedId(id);
    // Bring the story into view when it starts below the fold (always so on a phone).
    const top = detail.current?.getBoundingClientRect().top;
    if (top !== undefined && top > window.innerHeight * 0.6)
      detail.current?.scrollIntoView({ block: "start" });
  };

  return (
    <SitePicturesProvider pictures={loaderData.sitePictures}>
      <TitleBand back={{ section: "coffee-stories", label: "Back to Home" }}>
        <OriginStoriesTitle />
      </TitleBand>
      <div className="container-page pb-10 pt-8 md:pb-14">
        <OriginCarousel origins={originStories} selectedId={origin.id} onSelect={select} />
      </div>
      <div ref={detail} className="scroll-mt-20 border-t border-line bg-white/60 py-14 md:py-20">
        <div className="container-page">
          <ImageSet>
            <OriginStoryDetail
              key={shownId}
              id={shownId}
              photos={loaderData.contentPhotos?.["origin-story"][shownId]}
            />
          </ImageSet>
        </div>
      </div>
    </SitePicturesProvider>
  );
}
