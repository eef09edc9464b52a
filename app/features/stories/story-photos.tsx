// The photographs the desk added to a farmer's or an origin's story (issue 50): thumbnails that
// open the full-screen viewer of the <ImageSet> around the story. No state or handler: it is drawn
// inside the stories' islands.
import { photoViewerImage } from "~/components/ui/viewer-image";
import { ZoomableImage } from "~/components/ui/zoomable-image";
import { cn } from "~/lib/cn";
import type { PublicImage } from "~common/contract/media";

export function StoryPhotos({
  photos,
  label,
  className,
}: {
  photos: readonly PublicImage[];
  /** The list's name: "Photographs of …". */
  label: string;
  className?: string;
}) {
  if (photos.length === 0) return null;
  return (
    <ul aria-label={label} className={cn("grid grid-cols-3 gap-3", className)}>
      {photos.map((photo) => (
        <li key={photo.id}>
          <ZoomableImage
            image={photoViewerImage(photo)}
            sizes="(min-width: 1152px) 9rem, (min-width: 1024px) 13vw, 33vw"
            className="aspect-square rounded-xl shadow-sm"
            thumbnail
          />
        </li>
      ))}
    </ul>
  );
}
