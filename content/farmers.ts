// /farmers-stories: the farmers whose stories the page tells, as its picker lists them, and the
// page's header (spec section 3, "Static client content"). One farmer is defined. What each
// story says is in farmer-stories.ts, loaded with the component that tells it.
import type { ContentImage } from "./media";

/** A farmer as the picker shows them. */
export interface Farmer {
  /** Slug for the picker. */
  readonly id: string;
  readonly farmerName: string;
  readonly village: string;
  readonly region: string;
  readonly image: ContentImage;
}

export const farmers = [
  {
    id: "tamiru-dube",
    farmerName: "Tamiru Dube",
    village: "Chelchele",
    region: "Gedeb, Yirgacheffe",
    image: {
      id: "farmer-portrait",
      alt: "Almaz Bekele picking ripe cherries on the family farm at golden hour",
    },
  },
] as const satisfies readonly Farmer[];

export type FarmerId = (typeof farmers)[number]["id"];

/** The header of /farmers-stories. */
export const farmersIntro = {
  eyebrow: "Farmers Stories",
  title: "The families behind the coffee",
  body: "Most of our coffee is grown by smallholders on one or two hectares. These are their farms, their harvests and what a fair partnership changes for them, in their own words and numbers.",
} as const;
