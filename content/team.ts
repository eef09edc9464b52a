// /team: the people and the values (spec section 2). Names, addresses and profiles are placeholders
// until the company supplies its own; see docs/content-and-media.md.
import { processing } from "./facts";
export interface TeamSocialLink {
  readonly network: "LinkedIn" | "Instagram" | "X";
  readonly href: string;
}

export interface TeamMember {
  readonly id: string;
  readonly name: string;
  readonly role: string;
  /** Short label for the role badge. */
  readonly badge: string;
  readonly bio: string;
  readonly email: string;
  readonly social: readonly TeamSocialLink[];
  /** Initials for the avatar tile until portraits exist. */
  readonly initials: string;
}

export const teamIntro = {
  eyebrow: "Our Team",
  title: "The people behind every lot",
  body: "Our team lives between the coffee regions, the mill in Addis Ababa and our office in Washington D.C. Write to any of us directly.",
} as const;

export const teamMembers = [
  {
    id: "tesfaye-bekele",
    name: "Tesfaye Bekele",
    role: "Founder & Chief Executive",
    badge: "Founder",
    bio: "Tesfaye started buying cherry in Limmu and Yirgacheffe in 2002 and built the group’s interest-free loan programme with its first farmers. He founded Abyssinia Green Coffee in 2021 to sell the group’s coffee directly to roasters, and still spends the harvest at the stations.",
    email: "tesfaye@abyssiniagreencoffee.com",
    social: [{ network: "LinkedIn", href: "https://www.linkedin.com/in/tesfaye-bekele-coffee" }],
    initials: "TB",
  },
  {
    id: "hirut-alemu",
    name: "Hirut Alemu",
    role: "Head of Quality",
    badge: "Quality",
    bio: "Hirut is a licensed Q Arabica Grader and runs our cupping lab in Addis Ababa. Her team cups every day-lot from our stations, sets the grade of each export lot and signs off pre-shipment samples.",
    email: "hirut@abyssiniagreencoffee.com",
    social: [{ network: "LinkedIn", href: "https://www.linkedin.com/in/hirut-alemu-quality" }],
    initials: "HA",
  },
  {
    id: "dawit-tadesse",
    name: "Dawit Tadesse",
    role: "Director of Sourcing, Yirgacheffe & Guji",
    badge: "Sourcing",
    bio: "An agronomist from Dilla, Dawit manages our washing stations in Gedeo and Guji: cherry buying, fermentation schedules and drying. He knows most of the station managers by their first names and many of the farmers too.",
    email: "dawit@abyssiniagreencoffee.com",
    social: [{ network: "LinkedIn", href: "https://www.linkedin.com/in/dawit-tadesse-sourcing" }],
    initials: "DT",
  },
  {
    id: "meron-getachew",
    name: "Meron Getachew",
    role: "Head of Sales, North America",
    badge: "Sales",
    bio: "Meron works with roasters and importers from our Washington D.C. office: offers, samples, contracts and shipping schedules. Before joining us she bought green coffee for a specialty roaster for eight years.",
    email: "meron@abyssiniagreencoffee.com",
    social: [
      { network: "LinkedIn", href: "https://www.linkedin.com/in/meron-getachew-sales" },
      { network: "Instagram", href: "https://www.instagram.com/abyssiniagreencoffee" },
    ],
    initials: "MG",
  },
  {
    id: "samuel-girma",
    name: "Samuel Girma",
    role: "Logistics & Export Manager",
    badge: "Logistics",
    bio: "Samuel runs our warehouses and truck fleet and handles every export document, from quality certificates to bills of lading, so containers leave Djibouti on the booked vessel.",
    email: "samuel@abyssiniagreencoffee.com",
    social: [{ network: "LinkedIn", href: "https://www.linkedin.com/in/samuel-girma-logistics" }],
    initials: "SG",
  },
  {
    id: "selamawit-haile",
    name: "Selamawit Haile",
    role: "Farmer Programs Lead",
    badge: "Impact",
    bio: "Selamawit leads pre-harvest financing, training in picking and drying, and the quality premium programme. She spends most of the year in the field with farmer groups and cooperatives.",
    email: "selamawit@abyssiniagreencoffee.com",
    social: [{ network: "LinkedIn", href: "https://www.linkedin.com/in/selamawit-haile-impact" }],
    initials: "SH",
  },
] as const satisfies readonly TeamMember[];

export interface TeamValue {
  readonly title: string;
  readonly body: string;
}

export const teamValuesIntro = {
  eyebrow: "What we stand for",
  title: "Our Values",
} as const;

export const teamValues = [
  {
    title: "Traceability",
    body: "Every lot carries the name of its station, its processing day and its cup score. If you can taste a difference, we can tell you where it came from.",
  },
  {
    title: "Fair partnership",
    body: "Interest-free loans before the harvest, prices paid on delivery and premiums that go back to the families who earned them.",
  },
  {
    title: "Quality at every step",
    body: `Selective picking, pulping within ${processing.pulpingWithinHours} hours, slow drying to ${processing.moisture} moisture and cupping before every shipment.`,
  },
  {
    title: "Long-term relationships",
    body: "We would rather ship to a roaster for ten years than once. The same goes for the farmers we buy from.",
  },
] as const satisfies readonly TeamValue[];
