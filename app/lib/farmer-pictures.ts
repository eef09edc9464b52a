// What /farmers-stories shows of a farmer (issue 50), read by its page and by the desk's Farmers
// tab, whose rows show the same portrait.
import { farmerDrawing } from "../../content/farmers";
import type { ViewerImage } from "~/components/ui/image-viewer";
import { photoViewerImage } from "~/components/ui/viewer-image";
import type { FarmerStory } from "~common/contract/farmer-stories";
import type { PublicImage } from "~common/contract/media";

/**
 * A farmer's story: the drawing the content gave a seeded farmer, else the first photograph the
 * desk set, as the large portrait; the other photographs follow it as a strip. A farmer with
 * neither shows their initials.
 */
export function farmerPictures(farmer: FarmerStory): {
  portrait: ViewerImage | null;
  photos: PublicImage[];
} {
  const caption = `${farmer.farmerName} and ${farmer.farmerWife}, ${farmer.village}`;
  const drawing = farmerDrawing(farmer.slug);
  if (drawing) return { portrait: { ...drawing, caption }, photos: farmer.photos };
  const [first, ...rest] = farmer.photos;
  return { portrait: first ? { caption, ...photoViewerImage(first) } : null, photos: rest };
}
