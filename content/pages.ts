// Header copy of the inner pages that have no content file of their own.

export interface PageIntro {
  readonly eyebrow: string;
  readonly title: string;
  readonly body: string;
}

export const newsEventsIntro = {
  eyebrow: "Resources",
  title: "News & Events",
  body: "Harvest reports from our stations, new lots on the cupping table, and the trade shows and origin trips where you can meet the team.",
} as const satisfies PageIntro;

export const colorsIntro = {
  eyebrow: "Brand",
  title: "Colour Palette Preview",
  body: "Four palettes drawn from the coffee lands and the trade. Choose one and the whole site takes it on at once; your choice is remembered on this device.",
} as const satisfies PageIntro;
