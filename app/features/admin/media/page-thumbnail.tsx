import {
  pictureSource,
  ResponsiveImage,
  type PictureSource,
} from "~/components/ui/responsive-image";
import { cn } from "~/lib/cn";
import { LibraryPicture } from "./library-picture";

/**
 * A thumbnail in the desk of what a public page shows in a place: a photograph of the image
 * library, or a drawing of content/media. Decorative: the row beside it names what it shows.
 */
export function PageThumbnail({
  picture,
  sizes,
  className,
}: {
  picture: PictureSource;
  /** The thumbnail's rendered width, e.g. "4rem". */
  sizes: string;
  /** Classes for the frame (its size and radius). */
  className: string;
}) {
  const source = pictureSource(picture);
  if (source.photo) return <LibraryPicture image={source.photo} alt="" className={className} />;
  return (
    <div className={cn("overflow-hidden bg-light", className)}>
      <ResponsiveImage id={source.id} alt="" sizes={sizes} className="h-full w-full object-cover" />
    </div>
  );
}
