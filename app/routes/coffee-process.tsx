import { processIntro, processingFacts, processStats, processSteps } from "../../content/process";
import { PageHeader } from "~/components/layout/page-header";
import { ProcessingFacts, ProcessStats } from "~/features/stories/process-figures";
import { ProcessJourney } from "~/features/stories/process-journey";
import type { Route } from "./+types/coffee-process";

export const meta: Route.MetaFunction = () => [
  { title: "Our Coffee Process | Abyssinia Green Coffee" },
  { name: "description", content: processIntro.body },
];

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
