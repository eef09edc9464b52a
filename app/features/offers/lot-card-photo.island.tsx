// A lot card's photograph on /offers. An island: kept as the server drew it on a first load, so
// the picture's code is not in the page's first-load scripts; a card drawn in the browser (a
// filter cleared, a navigation) fetches it.
import { PhotoPicture } from "~/components/ui/photo-picture";
import type { PublicImage } from "~common/contract/media";

/** A card's width in the grid of /offers (one, two or three to a row of container-page). */
const CARD_PHOTO_SIZES =
  "(min-width: 1152px) 22rem, (min-width: 1024px) 30vw, (min-width: 768px) 45vw, 100vw";

export function LotCardPhoto({
  photo,
  priority,
  className,
}: {
  photo: PublicImage;
  priority: boolean;
  className: string;
}) {
  return (
    <PhotoPicture
      photo={photo}
      alt={photo.alt}
      sizes={CARD_PHOTO_SIZES}
      priority={priority}
      className={className}
    />
  );
}
