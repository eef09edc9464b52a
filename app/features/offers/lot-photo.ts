// How a lot's photographs are drawn on the public pages (issue 50): the width each takes, and the
// head's preload of the lot page's first photograph, its LCP picture.
import type { MetaDescriptor } from "react-router";
import { photoPreload } from "~/components/ui/photo-picture";
import type { Offer } from "~common/contract/records";

/** A card's width in the grid of /offers (one, two or three to a row of container-page). */
export const CARD_PHOTO_SIZES =
  "(min-width: 1152px) 22rem, (min-width: 1024px) 30vw, (min-width: 768px) 45vw, 100vw";

/** The lot page's first photograph: its main column, beside the 22rem price box. */
export const LOT_PHOTO_SIZES =
  "(min-width: 1152px) 44rem, (min-width: 1024px) calc(100vw - 28.5rem), 100vw";

/** The head's preload of a lot's first photograph, at the size its page draws it; [] without. */
export function lotPhotoPreload(lot: Offer): MetaDescriptor[] {
  const first = lot.images[0];
  return first ? [photoPreload(first, LOT_PHOTO_SIZES)] : [];
}
