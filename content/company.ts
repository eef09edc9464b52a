// Company facts and contact copy (spec sections 1 and 9); the home page's hero is in home-hero.ts
// and the rest of its copy in home.ts.
import { companyFigures, listInWords, originRegions } from "./facts";
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
