import { processIntro } from "../../content/process";
import { PageHeader } from "~/components/layout/page-header";
import { ImageSet } from "~/components/ui/image-set";
import type { Route } from "./+types/coffee-process";
import {
  linkPreview,
  loadSitePictures,
  readSitePictures,
  SitePicturesProvider,
} from "~/lib/site-pictures";
import { pageMeta } from "~/lib/page-meta";
import { island } from "~/lib/island";

// Kept as the server drew them on a first load: the journey's pictures open the
// viewer through the image set around them, the figures are text only.
const ProcessJourney = island(() =>
  import("~/features/stories/process-journey.island").then((m) => m.ProcessJourney),
);
const ProcessFigures = island(() =>
  import("~/features/stories/process-figures.island").then((m) => m.ProcessFigures),
);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    "/coffee-process",
    [
      { title: "Our Coffee Process | Abyssinia Green Coffee" },
      { name: "description", content: processIntro.body },
    ],
    { image: linkPreview(loaderData?.sitePictures, "washing-channels") },
  );

/** Server: the photographs set in the page's pictures (issue 50), in the HTML it sends. */
export const loader = ({ context }: Route.LoaderArgs) => loadSitePictures(context);
/** Browser, arriving from another page: the same, through the API. */
export const clientLoader = readSitePictures;

export default function CoffeeProcessPage({ loaderData }: Route.ComponentProps) {
  return (
    <SitePicturesProvider pictures={loaderData.sitePictures}>
      <PageHeader eyebrow={processIntro.eyebrow} title={processIntro.title}>
        <p>{processIntro.body}</p>
      </PageHeader>
      <div className="container-page py-16 md:py-24">
        <ImageSet>
          <ProcessJourney />
        </ImageSet>
      </div>
      <ProcessFigures />
    </SitePicturesProvider>
  );
}
