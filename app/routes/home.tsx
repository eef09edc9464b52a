import { lazy, Suspense, useState } from "react";
import { company, hero, teasers } from "../../content/company";
import { CoffeeCollections } from "~/features/collections/coffee-collections";
import { ContactSection } from "~/features/contact/contact-section";
import { AboutSection } from "~/features/home/about-section";
import { BannerDivider } from "~/features/home/banner-divider";
import { FounderStory } from "~/features/home/founder-story";
import { HomeHero } from "~/features/home/home-hero";
import { PortfolioSection } from "~/features/home/portfolio-section";
import { ResourcesSection } from "~/features/home/resources-section";
import { StoryTeaser } from "~/features/home/story-teaser";
import { TeamTeaser } from "~/features/home/team-teaser";
import { PartnersSection } from "~/features/partners/partners-section";
import type { Route } from "./+types/home";
import { organizationData } from "~/features/home/organization-data";
import { pageMeta } from "~/lib/page-meta";
import { imagePreload } from "~/components/ui/responsive-image";

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
      <AboutSection />
      <FounderStory />
      <TeamTeaser />
      <BannerDivider />
      <CoffeeCollections />
      <BannerDivider />
      <StoryTeaser id="coffee-stories" teaser={teasers.coffeeStories} tone="white" />
      <StoryTeaser id="origin-trips" teaser={teasers.originTrip} tone="dark" />
      <StoryTeaser id="csr" teaser={teasers.impact} tone="light" imageSide="right" />
      <PortfolioSection />
      <BannerDivider />
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
