// /photo-galleries: the drawings each of the four seeded galleries shows (spec section 2) before
// the photographs the desk adds, by the gallery's slug (its titles and words are records of the
// desk, issue 50). Loaded with the part that shows a gallery.
import { processing } from "./facts";
import type { ContentImage } from "./media";

export interface GalleryImage extends ContentImage {
  readonly caption: string;
}

/** The drawings of the seeded galleries, by slug. */
export const galleryDrawingSets = {
  "farm-life": [
    {
      id: "gallery-farmer",
      alt: "A farmer reaching for a branch of ripe cherries at golden hour",
      caption: "Picking only the red cherry, round after round through the harvest",
    },
    {
      id: "harvest-basket",
      alt: "A woven basket full of hand-picked red coffee cherries",
      caption: "A morning’s picking on its way to the washing station",
    },
    {
      id: "gallery-cherries",
      alt: "Ripe and ripening coffee cherries clustered on a branch",
      caption: "Heirloom cherries ripen unevenly, so each tree is picked several times",
    },
    {
      id: "gallery-yirgacheffe",
      alt: "Terraced hills with enset and coffee under shade trees",
      caption: "Garden coffee in Yirgacheffe, grown among enset, the family’s staple crop",
    },
  ],
  processing: [
    {
      id: "gallery-washing-channels",
      alt: "Parchment coffee flowing through the grading channels of a washing station",
      caption: "Washed parchment is graded by density in the channels",
    },
    {
      id: "gallery-drying-beds",
      alt: "Rows of raised drying beds with natural and washed coffee",
      caption: `Raised beds let air move under the coffee; it is turned every ${processing.turningEveryHours} hours`,
    },
    {
      id: "gallery-dry-mill",
      alt: "Hulling, gravity table and optical sorting machines at the dry mill",
      caption: "Hulling, density grading and colour sorting at our mill in Addis Ababa",
    },
    {
      id: "gallery-warehouse",
      alt: "Stacks of 60 kg jute bags in the warehouse",
      caption: "Export lots rest in 60 kg jute bags, each marked with its lot number",
    },
  ],
  quality: [
    {
      id: "gallery-cupping",
      alt: "A cupping table with fifteen cups, spoons and sample dishes",
      caption: "Calibration cupping in our Addis Ababa lab",
    },
    {
      id: "gallery-green-grading",
      alt: "Green coffee beans on a screen sieve, a tray of graded beans and a dish of defects",
      caption: "Screen sizing and a defect count on a 350 g sample",
    },
    {
      id: "seedling-nursery",
      alt: "Rows of coffee seedlings under shade netting",
      caption: "Quality starts in the nursery: disease-resistant seedlings for renewal",
    },
  ],
  events: [
    {
      id: "gallery-coffee-ceremony",
      alt: "A clay jebena, small cups and fresh grass laid for a coffee ceremony",
      caption: "The coffee ceremony that welcomes every origin-trip group",
    },
    {
      id: "gallery-guji-forest",
      alt: "Forest coffee under tall native trees in Guji",
      caption: "A walk through forest coffee on the Guji day of the origin trip",
    },
    {
      id: "gallery-community-school",
      alt: "Children walking up the path to a village school among coffee gardens",
      caption: "Visiting a school roofed with quality premiums in Limmu",
    },
  ],
} as const satisfies Record<string, readonly GalleryImage[]>;

/** The drawings of the gallery with this slug: a seeded one's, none for one the desk added. */
export function galleryDrawings(slug: string): readonly GalleryImage[] {
  return Object.hasOwn(galleryDrawingSets, slug)
    ? galleryDrawingSets[slug as keyof typeof galleryDrawingSets]
    : [];
}
