import { processIntro, processingFacts, processStats, processSteps } from "../../content/process";
import { PageHeader } from "~/components/layout/page-header";
import { ProcessingFacts, ProcessStats } from "~/features/stories/process-figures";
import { ProcessJourney } from "~/features/stories/process-journey";
import type { Route } from "./+types/coffee-process";
import { pageMeta } from "~/lib/page-meta";

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
      <ProcessStats stats={processStats} />
      <ProcessingFacts facts={processingFacts} />
    </>
  );
}
