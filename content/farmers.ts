// /farmers-stories: the page's header, and the drawing of each farmer seeded from the content
// (spec section 3, "Static client content"). The farmers and their stories are records of the desk
// (issue 50); a farmer it added shows their first photograph where the drawing would be.
import type { ContentImage } from "./media";

/** The drawings of the seeded farmers, by slug. */
export const farmerDrawings: Readonly<Record<string, ContentImage>> = {
  "tamiru-dube": {
    id: "farmer-portrait",
    alt: "Almaz Bekele picking ripe cherries on the family farm at golden hour",
  },
};

/** The drawing of the farmer with this slug, if the content gave them one. */
export function farmerDrawing(slug: string): ContentImage | undefined {
  return Object.hasOwn(farmerDrawings, slug) ? farmerDrawings[slug] : undefined;
}

/** The header of /farmers-stories. */
export const farmersIntro = {
  eyebrow: "Farmers Stories",
  title: "The families behind the coffee",
  body: "Most of our coffee is grown by smallholders on one or two hectares. These are their farms, their harvests and what a fair partnership changes for them, in their own words and numbers.",
} as const;
