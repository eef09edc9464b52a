import { CoffeeCollections } from "./coffee-collections";
import { teasers } from "../../../content/home";
import { AboutSection } from "./about-section";
import { BannerDivider } from "./banner-divider";
import { FounderStory } from "./founder-story";
import { PortfolioSection } from "./portfolio-section";
import { StoryTeaser } from "./story-teaser";
import { TeamTeaser } from "./team-teaser";

/** The home page from About to the portfolio: text, pictures and links, drawn as an island. */
export function HomeStory() {
  return (
    <>
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
    </>
  );
}
