// Company facts, the home page's hero and contact copy (spec sections 1 and 9); the rest of the
// home page's copy is in home.ts.
import { companyFigures, listInWords, originRegions } from "./facts";
import type { ContentImage } from "./media";
import { companySocialProfiles, contactDetails, type SocialNetwork } from "./placeholders";

export interface SocialLink {
  readonly network: SocialNetwork;
  readonly href: string;
}

export interface PhoneNumber {
  /** As shown. */
  readonly display: string;
  /** tel: link. */
  readonly href: string;
}

export interface CompanyFacts {
  readonly name: string;
  readonly description: string;
  readonly founded: string;
  readonly groupFounded: number;
  readonly headquarters: string;
  readonly phone: PhoneNumber;
  readonly salesEmail: string;
  readonly businessHours: readonly string[];
  readonly socialLinks: readonly SocialLink[];
}

export const company = {
  name: "Abyssinia Green Coffee",
  description: `Ethiopian green coffee exporter: specialty micro-lots and commercial contracts from ${listInWords(originRegions)}, traceable from our own farms and washing stations to your roastery.`,
  founded: companyFigures.founded,
  groupFounded: companyFigures.groupFounded,
  headquarters: "Washington D.C., USA",
  phone: contactDetails.phone,
  salesEmail: contactDetails.salesEmail,
  businessHours: ["Mon-Fri 7:00 AM-6:00 PM EST", "Sat-Sun 8:00 AM-4:00 PM EST"],
  socialLinks: Object.entries(companySocialProfiles).flatMap(([network, href]) =>
    href ? [{ network: network as SocialNetwork, href }] : [],
  ),
} as const satisfies CompanyFacts;

export interface CallToAction {
  readonly label: string;
  /** A route, or a home-page section anchor such as "#products". */
  readonly href: string;
}

export interface HomeHero {
  readonly headline: string;
  readonly subheadline: string;
  readonly actions: {
    readonly exploreProducts: string;
    readonly requestSamples: string;
    readonly exploreOriginTrips: string;
  };
  /** The origins named above the headline, and in the About section. */
  readonly regions: readonly string[];
  readonly image: ContentImage;
}

export const hero = {
  headline: "Beans. Trade. Passion.",
  subheadline:
    "Specialty and commercial green coffee from the Ethiopian highlands, grown, washed, dried and shipped by one integrated team.",
  actions: {
    exploreProducts: "Explore Products",
    requestSamples: "Request Samples",
    exploreOriginTrips: "Explore Origin Trips",
  },
  regions: ["Yirgacheffe", "Limmu", "Nekemet", "Guji"],
  image: {
    id: "hero-highlands",
    alt: "Highland coffee landscape at dawn, with shade trees and rows of coffee shrubs heavy with red cherries",
  },
} as const satisfies HomeHero;
