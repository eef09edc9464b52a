// The home page's copy below the hero: About, the founder, the team teaser, the coffee
// collections, the three story teasers, the resources and the contact section's heading (spec
// section 2). It loads with the sections that show it, not with every page.
import { hero, type CallToAction } from "./home-hero";
import { companyFigures, originRegions, processing } from "./facts";
import type { ContentImage } from "./media";

export interface Stat {
  readonly value: string;
  readonly label: string;
  readonly detail?: string;
}

export interface AboutOperation {
  readonly title: string;
  readonly body: string;
}

export interface AboutSection {
  readonly eyebrow: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly operations: readonly AboutOperation[];
  readonly offerings: readonly string[];
  readonly regions: readonly string[];
  readonly image: ContentImage;
}

export const about = {
  eyebrow: "Our Story",
  title: "From our farms to your roaster, one hand on the coffee",
  paragraphs: [
    `Abyssinia Green Coffee was founded in ${companyFigures.founded} to bring the coffees of a family business that has farmed and traded in Ethiopia since ${companyFigures.groupFounded} directly to roasters and importers abroad.`,
    "We run every step ourselves: our own farms, washing stations, processing and dry milling, warehouses in Addis Ababa and a logistics fleet that takes containers to the port of Djibouti. Nothing changes hands between the cherry and the ship, so every bag carries the name of the station and the day it was processed.",
    "We sell SCA-compliant specialty grades as traceable micro-lots, build custom blends to a roaster’s profile, and supply contract-grade coffee in volume through the year.",
  ],
  operations: [
    {
      title: "Own farms",
      body: "Shade-grown heirloom coffee on our own estates, farmed alongside thousands of smallholder partners.",
    },
    {
      title: "Washing stations",
      body: `Cherry pulped within ${processing.pulpingWithinHours} hours of picking, fermented ${processing.fermentationHours} hours and graded in channels.`,
    },
    {
      title: "Processing",
      body: "Hulling, screen grading, optical and hand sorting at our dry mill to export grade.",
    },
    {
      title: "Warehouses",
      body: `Moisture-checked storage at ${processing.moisture} in jute bags with hermetic liners.`,
    },
    {
      title: "Logistics fleet",
      body: "Our own trucks from station to mill to port, so lots never wait on a trader’s schedule.",
    },
  ],
  offerings: [
    "SCA-compliant specialty grades",
    "Traceable micro-lots",
    "Custom blends",
    "Contract-grade coffee",
  ],
  regions: hero.regions,
  image: {
    id: "about-washing-station",
    alt: "Parchment coffee being graded in the channels of a washing station",
  },
} as const satisfies AboutSection;

export interface FounderHeritage {
  readonly eyebrow: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly facts: readonly Stat[];
  readonly image: ContentImage;
}

export const founderHeritage = {
  eyebrow: "Founder & Heritage",
  title: "Two decades of standing with coffee farmers",
  paragraphs: [
    `Our founder started his first coffee business in ${companyFigures.groupFounded}, buying cherry in the villages of Limmu and Yirgacheffe. From the first season he lent farmers money before the harvest, free of interest, so that a family short of cash in the lean months would not have to sell its coffee early and cheap.`,
    `That practice grew with the business. Today ${companyFigures.groupFarmers.value} ${companyFigures.groupFarmers.counts}, and the income from their coffee supports more than ${companyFigures.families.value} families across the coffee regions of Ethiopia.`,
  ],
  facts: [
    { value: String(companyFigures.groupFounded), label: "The founder’s first coffee firm" },
    { value: companyFigures.groupFarmers.value, label: "Farmers in the group’s network" },
    { value: companyFigures.families.value, label: "Families supported" },
    { value: "0%", label: "Interest on pre-harvest loans" },
  ],
  image: { id: "founder-heritage", alt: "A coffee farmer picking ripe cherries at golden hour" },
} as const satisfies FounderHeritage;

export interface FounderVideo {
  readonly label: string;
  readonly duration: string;
}

export interface FounderJourney {
  readonly title: string;
  readonly body: string;
  /** Two video buttons (3 min and 1 min); the spec says they do nothing yet. */
  readonly videos: readonly FounderVideo[];
  readonly image: ContentImage;
}

export const founderJourney = {
  title: "The founder’s journey",
  body: `From a single cherry-buying point in ${companyFigures.groupFounded} to an export house with its own farms, stations, mill and trucks: the story in his own words, filmed in the gardens where it began.`,
  videos: [
    { label: "Watch the full story", duration: "3 min" },
    { label: "Watch the short version", duration: "1 min" },
  ],
  image: {
    id: "founder-journey",
    alt: "A green valley in Limmu where the founder first bought coffee",
  },
} as const satisfies FounderJourney;

export interface TeamTeaser {
  readonly title: string;
  readonly body: string;
  readonly cta: CallToAction;
}

export const teamTeaser = {
  title: "Meet Our Team",
  body: "Cuppers, agronomists, station managers and traders, in Addis Ababa, in the coffee regions and in Washington D.C. The people you talk to are the people who choose your coffee.",
  cta: { label: "Meet Our Team", href: "/team#from-team" },
} as const satisfies TeamTeaser;

export interface CoffeeCollection {
  readonly id: "specialty" | "commercial" | "special-processing";
  readonly name: string;
  readonly grade: string;
  readonly description: string;
  readonly highlights: readonly string[];
  readonly cta: CallToAction;
  readonly image: ContentImage;
}

export interface CoffeeCollectionsSection {
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
  readonly collections: readonly CoffeeCollection[];
  readonly stats: readonly Stat[];
  /** Says what the farmer figure counts, beside the group's 45,000 on the founder block. */
  readonly statsNote: string;
}

export const coffeeCollections = {
  eyebrow: "Coffee Catalog",
  title: "Coffee Collections",
  intro:
    "Washed and natural Arabica from eight growing regions, graded and sorted at our own mill.",
  collections: [
    {
      id: "specialty",
      name: "Specialty",
      grade: "Grade 1-2",
      description:
        "Traceable micro-lots of typically 100-500kg, separated by station and processing day and cupped lot by lot.",
      highlights: ["Cupped and scored lot by lot", "Washed and natural", originRegions.join(", ")],
      cta: { label: "Specialty Coffee", href: "/specialty" },
      image: { id: "collection-specialty", alt: "Ripe red coffee cherries on the branch" },
    },
    {
      id: "commercial",
      name: "Commercial",
      grade: "Grade 3-4",
      description:
        "Consistent, clean Ethiopian coffee for blends and volume programmes, from 5 tons to 500+ tons per month.",
      highlights: ["Contract and forward pricing", "Natural and washed", "Year-round shipments"],
      cta: { label: "Commercial Coffee", href: "/commercial" },
      image: {
        id: "collection-commercial",
        alt: "Stacks of jute bags of green coffee in our warehouse",
      },
    },
    {
      id: "special-processing",
      name: "Special Processing",
      grade: "Contact us",
      description:
        "Honey, anaerobic and extended-fermentation lots made to order at our stations, in small volumes each harvest.",
      highlights: ["Produced to your profile", "Limited quantities", "Agreed before the harvest"],
      cta: { label: "Contact us", href: "#contact" },
      image: { id: "collection-special-processing", alt: "Coffee drying on raised beds" },
    },
  ],
  stats: [
    { value: companyFigures.regions, label: "Regions" },
    {
      value: companyFigures.supplyPartners.value,
      label: "Farmer partners",
      detail: companyFigures.supplyPartners.counts,
    },
    { value: "Full", label: "Arabica varietals" },
    { value: "Year-round", label: "Availability" },
  ],
  statsNote: `${companyFigures.supplyPartners.value} farmer partners: the ${companyFigures.supplyPartners.counts}, of the ${companyFigures.groupFarmers.value} farmers in the group’s network.`,
} as const satisfies CoffeeCollectionsSection;

export interface Teaser {
  readonly eyebrow: string;
  readonly title: string;
  readonly body: string;
  readonly cta: CallToAction;
  readonly image: ContentImage;
}

export const teasers = {
  coffeeStories: {
    eyebrow: "Coffee Stories",
    title: "Ten origins, ten stories",
    body: "From the ridges of Gedeb to the forests of Guji: the stations, the families and the processing behind each of our coffees, with altitudes, varieties and tasting notes.",
    cta: { label: "Read the stories", href: "/coffee-stories" },
    image: { id: "teaser-coffee-stories", alt: "High ridges of Gedeb above the morning mist" },
  },
  originTrip: {
    eyebrow: "Origin Trip",
    title: "Come to the harvest",
    body: "Six days and five nights in December with our sourcing and quality teams: picking in Yirgacheffe, natural processing in Guji and cupping the season’s lots. Limited to 12 participants.",
    cta: { label: "Explore Origin Trips", href: "/origin-trip" },
    image: { id: "teaser-origin-trip", alt: "Raised African drying beds at a washing station" },
  },
  impact: {
    eyebrow: "Impact",
    title: "Coffee that pays its way back",
    body: "Interest-free pre-harvest loans, training in picking and drying, quality premiums paid to the families who earn them, and care for the forests the coffee grows in.",
    cta: { label: "Our Impact", href: "/impact" },
    image: { id: "teaser-impact", alt: "A village school among coffee gardens" },
  },
} as const satisfies Record<"coffeeStories" | "originTrip" | "impact", Teaser>;

export interface ResourceLink {
  readonly title: string;
  readonly body: string;
  readonly cta: CallToAction;
  readonly image: ContentImage;
}

export interface ResourcesSection {
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
  readonly links: readonly ResourceLink[];
}

export const resourcesSection = {
  eyebrow: "Resources",
  title: "News, events and the season in pictures",
  intro:
    "Harvest reports, trade shows where you can cup with us, and photographs from the farms, stations and mill.",
  links: [
    {
      title: "News & Events",
      body: "Harvest updates, new lots on the cupping table, origin trips and the trade shows where our team pours the season’s coffees.",
      cta: { label: "Read news and events", href: "/news-events" },
      image: { id: "resources-news", alt: "Cupping bowls and spoons on the lab table" },
    },
    {
      title: "Photo Galleries",
      body: "Farm life, processing, quality control and events: the people and places behind every bag we ship.",
      cta: { label: "View the galleries", href: "/photo-galleries" },
      image: {
        id: "coffee-ceremony",
        alt: "An Ethiopian coffee ceremony with a clay jebena and small cups",
      },
    },
  ],
} as const satisfies ResourcesSection;

export interface ContactSectionCopy {
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
}

export const contactSection = {
  eyebrow: "Contact",
  title: "Talk to our sales team",
  intro:
    "Tell us what you roast, the volumes you need and when. We reply within one business day with offers, samples or a call.",
} as const satisfies ContactSectionCopy;
