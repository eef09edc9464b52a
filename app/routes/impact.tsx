import { impactIntro } from "../../content/impact";
import { PageHeader } from "~/components/layout/page-header";
import type { Route } from "./+types/impact";
import {
  linkPreview,
  loadSitePictures,
  readSitePictures,
  SitePicturesProvider,
} from "~/lib/site-pictures";
import { pageMeta } from "~/lib/page-meta";
import { island } from "~/lib/island";

// Text, figures and links only: islands, kept as the server drew them.
const ImpactStory = island(() =>
  import("~/features/stories/impact-story.island").then((m) => m.ImpactStory),
);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    "/impact",
    [
      { title: "Our Impact | Abyssinia Green Coffee" },
      { name: "description", content: impactIntro.body },
    ],
    { image: linkPreview(loaderData?.sitePictures, "teaser-impact") },
  );

/** Server: the photographs set in the page's pictures (issue 50), in the HTML it sends. */
export const loader = ({ context }: Route.LoaderArgs) => loadSitePictures(context);
/** Browser, arriving from another page: the same, through the API. */
export const clientLoader = readSitePictures;

export default function ImpactPage({ loaderData }: Route.ComponentProps) {
  return (
    <SitePicturesProvider pictures={loaderData.sitePictures}>
      <PageHeader eyebrow={impactIntro.eyebrow} title={impactIntro.title}>
        <p>{impactIntro.body}</p>
      </PageHeader>
      <ImpactStory />
    </SitePicturesProvider>
  );
}
