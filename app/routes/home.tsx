import { Suspense, useState } from "react";
import { ContactSection } from "~/features/contact/contact-section";
import { homeHead } from "~/features/home/home-head";
import { HomeHero } from "~/features/home/home-hero";
import { PartnersSection } from "~/features/partners/partners-section";
import type { Route } from "./+types/home";
import { pageMeta } from "~/lib/page-meta";
import { staticPart } from "~/lib/static-part";
import { lazyPart } from "~/lib/lazy-part";

/** Server (and the build, for the prerendered page): the head's description, data and preloads. */
export const loader = () => homeHead();

/** Browser, after another page: the same, with its code loaded then (decision 052). */
export async function clientLoader() {
  const { homeHead } = await import("~/features/home/home-head");
  return homeHead();
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const head = [
    { title: "Abyssinia Green Coffee | Ethiopian Specialty & Commercial Green Coffee" },
    { name: "description", content: loaderData.description },
  ];
  const preloads = loaderData.heroPreloads.map((preload) => ({
    tagName: "link" as const,
    ...preload,
  }));
  // The home page also stands in for unknown addresses (answered 404): not a page to index, so
  // it names no canonical address and offers no link preview of its own.
  if (location.pathname !== "/")
    return [...head, { name: "robots", content: "noindex" }, ...preloads];
  return [...pageMeta("/", head), ...preloads];
};

// The wizard's code (form, schema, four steps) loads only when a visitor asks for samples.
const loadSampleWizard = () => import("~/features/sample-wizard/sample-wizard-dialog");
const SampleWizardDialog = lazyPart(loadSampleWizard);

// Text, pictures and links only: the server's HTML is kept on the first load (decision 049).
const HomeStory = staticPart(() => import("~/features/home/home-story").then((m) => m.HomeStory));
const ResourcesSection = staticPart(() =>
  import("~/features/home/resources-section").then((m) => m.ResourcesSection),
);
// The company as an Organization for search engines (JSON-LD), kept in the page's body.
const OrganizationJsonLd = staticPart(() =>
  import("~/features/home/organization-data").then((m) => m.OrganizationJsonLd),
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
      <OrganizationJsonLd />
      {wizardRequested ? (
        <Suspense fallback={null}>
          <SampleWizardDialog open={wizardOpen} onOpenChange={setWizardOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
