import { lazy, Suspense, useState } from "react";
import { company, teasers } from "../../content/company";
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

export const meta: Route.MetaFunction = () => [
  { title: "Abyssinia Green Coffee | Ethiopian Specialty & Commercial Green Coffee" },
  { name: "description", content: company.description },
];

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
