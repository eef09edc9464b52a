import { Suspense, useState } from "react";
import { ContactSection } from "~/features/contact/contact-section";
import { company } from "../../content/company";
import { hero } from "../../content/home-hero";
import { imagePreload } from "~/components/ui/responsive-image";
import { HomeHero } from "~/features/home/home-hero";
import { PartnersSection } from "~/features/partners/partners-section";
import type { Route } from "./+types/home";
import { loadSitePictures, readSitePictures, SitePicturesProvider } from "~/lib/site-pictures";
import { pageMeta } from "~/lib/page-meta";
import { island } from "~/lib/island";
import { lazyPart } from "~/lib/lazy-part";

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const heroPhoto = loaderData?.sitePictures?.[hero.image.id];
  const head = [
    { title: "Abyssinia Green Coffee | Ethiopian Specialty & Commercial Green Coffee" },
    { name: "description", content: company.description },
    // The hero picture is the largest thing above the fold: fetched while the HTML is read.
    ...imagePreload(hero.image.id, { fullScreen: true, photo: heroPhoto }),
  ];
  // The home page also stands in for unknown addresses (answered 404): not a page to index, so
  // it names no canonical address and offers no link preview of its own.
  if (location.pathname !== "/") return [...head, { name: "robots", content: "noindex" }];
  // A link preview shows the hero's photograph once one is set.
  return pageMeta("/", head, { image: heroPhoto?.jpeg.url });
};

// The wizard's code (form, schema, four steps) loads only when a visitor asks for samples.
const loadSampleWizard = () => import("~/features/sample-wizard/sample-wizard-dialog");
const SampleWizardDialog = lazyPart(loadSampleWizard);

// Text, pictures and links only: islands, the server's HTML kept on a first load.
const HomeStory = island(() =>
  import("~/features/home/home-story.island").then((m) => m.HomeStory),
);
const ResourcesSection = island(() =>
  import("~/features/home/resources-section.island").then((m) => m.ResourcesSection),
);
// The company as an Organization for search engines (JSON-LD), kept in the page's body.
const OrganizationJsonLd = island(() =>
  import("~/features/home/organization-data.island").then((m) => m.OrganizationJsonLd),
);

/** Server: the photographs set in the page's pictures (issue 50), in the HTML it sends. */
export const loader = ({ context }: Route.LoaderArgs) => loadSitePictures(context);
/** Browser, arriving from another page: the same, through the API. */
export const clientLoader = readSitePictures;

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const [wizardOpen, setWizardOpen] = useState(false);
  // Stays mounted after the first opening so closing keeps what was typed.
  const [wizardRequested, setWizardRequested] = useState(false);
  const prepareWizard = () => void loadSampleWizard();

  return (
    <SitePicturesProvider pictures={loaderData.sitePictures}>
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
    </SitePicturesProvider>
  );
}
