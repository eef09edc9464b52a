// /photo-galleries: what each of the four galleries shows (spec section 2), loaded with the part
// that shows it.
import { processing } from "./facts";
import type { GalleryId } from "./galleries";
import type { ContentImage } from "./media";

export interface GalleryImage extends ContentImage {
  readonly caption: string;
}

export interface GalleryPictures {
  readonly title: string;
  readonly description: string;
  readonly images: readonly GalleryImage[];
}

export const galleryPictures = {
  "farm-life": {
    title: "Farm Life",
    description:
      "The harvest from October to January in the gardens of Yirgacheffe, Guji and Limmu, where coffee grows under enset and native shade trees at 1,800 to 2,300 metres.",
    images: [
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
  },
  processing: {
    title: "Processing",
    description: `From cherry to export-ready green coffee: pulping within ${processing.pulpingWithinHours} hours, fermentation of ${processing.fermentationHours} hours, ${processing.dryingDays} days on raised beds and a final moisture of ${processing.moisture}.`,
    images: [
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
  },
  quality: {
    title: "Quality",
    description:
      "Every day-lot is cupped before it is graded, and every export lot again before it ships. Green grading counts defects and checks screen size and moisture.",
    images: [
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
  },
  events: {
    title: "Events",
    description:
      "Origin trips, cuppings with visiting roasters and the coffee ceremony that opens every one of them.",
    images: [
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
  },
} as const satisfies Record<GalleryId, GalleryPictures>;
