import { lazy, Suspense, useState } from "react";
import { company, hero } from "../../content/company";
import { ContactSection } from "~/features/contact/contact-section";
import { HomeHero } from "~/features/home/home-hero";
import { PartnersSection } from "~/features/partners/partners-section";
import type { Route } from "./+types/home";
import { organizationData } from "~/features/home/organization-data";
import { pageMeta } from "~/lib/page-meta";
import { imagePreload } from "~/components/ui/responsive-image";
import { staticPart } from "~/lib/static-part";

// The hero picture is the largest thing above the fold: fetched while the HTML is read.
export const links: Route.LinksFunction = () => imagePreload(hero.image.id, { fullScreen: true });

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta("/", [
    { title: "Abyssinia Green Coffee | Ethiopian Specialty & Commercial Green Coffee" },
    { name: "description", content: company.description },
    // The home page also stands in for unknown addresses (answered 404): not a page to index.
    ...(location.pathname === "/" ? [] : [{ name: "robots", content: "noindex" }]),
  ]).concat({ "script:ld+json": organizationData() });

// The wizard's code (form, schema, four steps) loads only when a visitor asks for samples.
const loadSampleWizard = () => import("~/features/sample-wizard/sample-wizard-dialog");
const SampleWizardDialog = lazy(loadSampleWizard);

// Text, pictures and links only: the server's HTML is kept on the first load (decision 049).
const HomeStory = staticPart(() => import("~/features/home/home-story").then((m) => m.HomeStory));
const ResourcesSection = staticPart(() =>
  import("~/features/home/resources-section").then((m) => m.ResourcesSection),
);

export default function HomePage() {
  const [wizardOpen, setWizardOpen] = useState(false);
  // Stays mounted after the first opening so closing keeps what was typed.
  const [wizardRequested, setWizardRequested] = useState(false);
  const prepareWizard = () => void loadSampleWizard();

  return (
    <>
      <HomeHero
        onPrepareSamples={prepareWizard}
        onRequestSamples={() => {
          setWizardRequested(true);
          setWizardOpen(true);
        }}
      />
      <HomeStory />
      <PartnersSection />
      <ResourcesSection />
      <ContactSection />
      {wizardRequested ? (
        <Suspense fallback={null}>
          <SampleWizardDialog open={wizardOpen} onOpenChange={setWizardOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
