// /team: the page's words and the values (spec section 2). The people are the desk's records
// (issue 50, GET /api/team-members); content/placeholders.ts holds the team they were seeded with.
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
