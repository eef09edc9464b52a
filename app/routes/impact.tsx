import { impactIntro } from "../../content/impact";
import { PageHeader } from "~/components/layout/page-header";
import type { Route } from "./+types/impact";
import { pageMeta } from "~/lib/page-meta";
import { island } from "~/lib/island";

// Text, figures and links only: islands, kept as the server drew them.
const ImpactStory = island(() =>
  import("~/features/stories/impact-story.island").then((m) => m.ImpactStory),
);

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "/impact",
    [
      { title: "Our Impact | Abyssinia Green Coffee" },
      { name: "description", content: impactIntro.body },
    ],
    { image: "/media/teaser-impact-1280.webp" },
  );

export default function ImpactPage() {
  return (
    <>
      <PageHeader eyebrow={impactIntro.eyebrow} title={impactIntro.title}>
        <p>{impactIntro.body}</p>
      </PageHeader>
      <ImpactStory />
    </>
  );
}
