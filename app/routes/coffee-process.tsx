import { processIntro, processSteps } from "../../content/process";
import { PageHeader } from "~/components/layout/page-header";
import { ProcessJourney } from "~/features/stories/process-journey";
import type { Route } from "./+types/coffee-process";
import { pageMeta } from "~/lib/page-meta";
import { staticPart } from "~/lib/static-part";

// Figures only: kept as the server drew them on a first load (decision 049).
const ProcessFigures = staticPart(() =>
  import("~/features/stories/process-figures").then((m) => m.ProcessFigures),
);

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "/coffee-process",
    [
      { title: "Our Coffee Process | Abyssinia Green Coffee" },
      { name: "description", content: processIntro.body },
    ],
    { image: "/media/washing-channels-1280.webp" },
  );

export default function CoffeeProcessPage() {
  return (
    <>
      <PageHeader eyebrow={processIntro.eyebrow} title={processIntro.title}>
        <p>{processIntro.body}</p>
      </PageHeader>
      <div className="container-page py-16 md:py-24">
        <ProcessJourney steps={processSteps} />
      </div>
      <ProcessFigures />
    </>
  );
}
