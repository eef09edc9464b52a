// A photograph of the image library as the full-screen viewer shows it. Apart from
// zoomable-image.tsx, so that a part that only names a photograph (a farmer's picker) does not
// load the pictures' table with it.
import type { PublicImage } from "~common/contract/media";
import type { ViewerImage } from "./image-viewer";

/** A photograph of the image library as the viewer shows it: its words, caption and credit. */
export const photoViewerImage = (photo: PublicImage): ViewerImage => ({
  photo,
  alt: photo.alt,
  ...(photo.caption ? { caption: photo.caption } : {}),
  ...(photo.credit ? { credit: photo.credit } : {}),
});
