// The exporter's contact facts as the public pages show them (issue 50): from the site settings
// set in the desk, each fact only once it is set, so nothing invented is ever shown. The city of
// the headquarters is the spec's own fact (section 2's contact section) until an address is set.
// It loads with the home page's contact section: no zod here (the settings' schema imports this).
import type { SiteSettings } from "./contract/site-settings";

/** The networks of the spec's contact section, in its order. */
export const SOCIAL_NETWORKS = ["Facebook", "Instagram", "LinkedIn"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The spec's headquarters, shown until the Washington D.C. office's address is set. */
export const HEADQUARTERS_CITY = "Washington D.C., USA";

export interface Office {
  label: string;
  lines: string[];
}

export interface PhoneNumber {
  /** As the desk wrote it. */
  display: string;
  /** tel: link. */
  href: string;
}

export interface SocialLink {
  network: SocialNetwork;
  href: string;
  /** False while the company's profile is not set: the link is the network's home. */
  isProfile: boolean;
}

export interface ContactFacts {
  /** The headquarters (Washington D.C.), then the head office in Addis Ababa once set. */
  offices: Office[];
  phone: PhoneNumber | null;
  salesEmail: string | null;
  businessHours: string[];
  /** Facebook, Instagram and LinkedIn, in the spec's order. */
  socialLinks: SocialLink[];
}

/** Each network's own home: where an unset profile's link goes, marked as such. */
const NETWORK_HOMES: Readonly<Record<SocialNetwork, string>> = {
  Facebook: "https://www.facebook.com/",
  Instagram: "https://www.instagram.com/",
  LinkedIn: "https://www.linkedin.com/",
};

/** Each network's profile field of the settings. */
export const PROFILE_FIELDS = {
  Facebook: "facebookUrl",
  Instagram: "instagramUrl",
  LinkedIn: "linkedinUrl",
} as const satisfies Record<SocialNetwork, keyof SiteSettings>;

const lines = (text: string | undefined) => (text ? text.split("\n") : []);

export function contactFacts(settings: SiteSettings): ContactFacts {
  const addisAbaba = lines(settings.addisAbabaAddress);
  return {
    offices: [
      {
        label: "Headquarters",
        lines: settings.washingtonOffice ? lines(settings.washingtonOffice) : [HEADQUARTERS_CITY],
      },
      ...(addisAbaba.length ? [{ label: "Addis Ababa office", lines: addisAbaba }] : []),
    ],
    phone: settings.phone
      ? { display: settings.phone, href: `tel:${settings.phone.replace(/[^+\d]/g, "")}` }
      : null,
    salesEmail: settings.salesEmail ?? null,
    businessHours: lines(settings.businessHours),
    socialLinks: SOCIAL_NETWORKS.map((network) => {
      const profile = settings[PROFILE_FIELDS[network]];
      return { network, href: profile ?? NETWORK_HOMES[network], isProfile: Boolean(profile) };
    }),
  };
}
