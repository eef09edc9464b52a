// The home page's first screen (spec section 1): its words, its ways in and its picture. A file of
// its own: the page's first load takes these, and not the company's facts behind them.
import type { ContentImage } from "./media";

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
  regions: ["Yirgacheffe", "Limmu", "Nekemt", "Guji"],
  image: {
    id: "hero-highlands",
    alt: "Highland coffee landscape at dawn, with shade trees and rows of coffee shrubs heavy with red cherries",
  },
} as const satisfies HomeHero;
