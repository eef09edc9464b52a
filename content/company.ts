// Company facts and contact copy (spec sections 1 and 9); the home page's hero is in home-hero.ts
// and the rest of its copy in home.ts. The owner sets the contact facts in `contactSettings`
// (docs/content-and-media.md, "Contact details"): the site, the lot spec sheets and the privacy
// notice all read them from here, and show nothing invented while one is unset.
import { companyFigures, listInWords, originRegions } from "./facts";

export type SocialNetwork = "Facebook" | "Instagram" | "LinkedIn";

/** What the owner sets; `null` is "not given yet". */
export interface ContactSettings {
  /** The headquarters' street address, one line per entry, e.g. ["1100 15th St NW", "Washington, DC 20005"]. */
  readonly streetAddress: readonly string[] | null;
  /** The sales line in international form, e.g. "+1 202 555 0100". */
  readonly phone: string | null;
  readonly salesEmail: string;
  /** Where visitors write about their personal data (the privacy notice). */
  readonly privacyEmail: string;
  /** The company's own profile on each network, e.g. "https://www.linkedin.com/company/...". */
  readonly socialProfiles: Readonly<Record<SocialNetwork, string | null>>;
}

export const contactSettings: ContactSettings = {
  streetAddress: null,
  phone: null,
  salesEmail: "sales@abyssiniagreencoffee.com",
  privacyEmail: "privacy@abyssiniagreencoffee.com",
  socialProfiles: { Facebook: null, Instagram: null, LinkedIn: null },
};

/** The city of the headquarters, as the spec names it. */
const HEADQUARTERS = "Washington D.C., USA";

/** Each network's own home: where an unset profile's link goes, marked as such. */
const NETWORK_HOMES: Readonly<Record<SocialNetwork, string>> = {
  Facebook: "https://www.facebook.com/",
  Instagram: "https://www.instagram.com/",
  LinkedIn: "https://www.linkedin.com/",
};

export interface SocialLink {
  readonly network: SocialNetwork;
  readonly href: string;
  /** False while the owner has not set the company's profile: the link is the network's home. */
  readonly isProfile: boolean;
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
  /** The street address once the owner has set it, else the city: what a letter is sent to. */
  readonly address: readonly string[];
  readonly phone: PhoneNumber | null;
  readonly salesEmail: string;
  readonly privacyEmail: string;
  readonly businessHours: readonly string[];
  /** Facebook, Instagram and LinkedIn, in the spec's order. */
  readonly socialLinks: readonly SocialLink[];
}

function phoneNumber(display: string | null): PhoneNumber | null {
  return display ? { display, href: `tel:${display.replace(/[^+\d]/g, "")}` } : null;
}

export const company = {
  name: "Abyssinia Green Coffee",
  description: `Ethiopian green coffee exporter: specialty micro-lots and commercial contracts from ${listInWords(originRegions)}, traceable from our own farms and washing stations to your roastery.`,
  founded: companyFigures.founded,
  groupFounded: companyFigures.groupFounded,
  headquarters: HEADQUARTERS,
  address: contactSettings.streetAddress ?? [HEADQUARTERS],
  phone: phoneNumber(contactSettings.phone),
  salesEmail: contactSettings.salesEmail,
  privacyEmail: contactSettings.privacyEmail,
  businessHours: ["Mon-Fri 7:00 AM-6:00 PM EST", "Sat-Sun 8:00 AM-4:00 PM EST"],
  socialLinks: (Object.keys(NETWORK_HOMES) as SocialNetwork[]).map((network) => {
    const profile = contactSettings.socialProfiles[network];
    return { network, href: profile ?? NETWORK_HOMES[network], isProfile: profile !== null };
  }),
} as const satisfies CompanyFacts;
