// What /photo-galleries shows of a gallery (issue 50), read by its page and by the desk's
// Galleries tab, whose rows show the same first picture.
import { galleryDrawings } from "../../content/gallery-pictures";
import type { ViewerImage } from "~/components/ui/image-viewer";
import { photoViewerImage } from "~/components/ui/viewer-image";
import type { PhotoGallery } from "~common/contract/photo-galleries";

/** A gallery of /photo-galleries: a seeded gallery's drawings, then the photographs the desk added. */
export const galleryPictures = (gallery: PhotoGallery): ViewerImage[] => [
  ...galleryDrawings(gallery.slug),
  ...gallery.photos.map(photoViewerImage),
];
