import { Expand } from "lucide-react";
import type { ViewerImage } from "./image-viewer";
import { pictureSource, ResponsiveImage } from "./responsive-image";
import { cn } from "~/lib/cn";
import { viewerImageAttributes } from "./image-set";

export interface ZoomableImageProps {
  image: ViewerImage;
  sizes: string;
  /** Classes for the frame (aspect ratio, radius). */
  className?: string;
  priority?: boolean;
  /** A thumbnail: no expand mark over it (it would cover much of a small picture). */
  thumbnail?: boolean;
}

/**
 * An image that opens the full-screen viewer of the <ImageSet> around it; the button is named
 * after what it shows and carries what the viewer shows of it.
 */
export function ZoomableImage({
  image,
  sizes,
  className,
  priority,
  thumbnail = false,
}: ZoomableImageProps) {
  return (
    <button
      type="button"
      {...viewerImageAttributes(image)}
      aria-label={`View full screen: ${image.caption ?? image.alt}`}
      className={cn(
        "group relative block w-full cursor-zoom-in overflow-hidden bg-primary/10",
        className,
      )}
    >
      <ResponsiveImage
        {...pictureSource(image)}
        alt=""
        sizes={sizes}
        priority={priority}
        className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
      />
      {thumbnail ? null : (
        <span
          aria-hidden
          className="absolute bottom-3 right-3 flex h-9 w-9 items-center justify-center rounded-full bg-dark/55 text-white opacity-90 backdrop-blur transition group-hover:bg-dark/75 group-hover:opacity-100"
        >
          <Expand className="h-4 w-4" />
        </span>
      )}
    </button>
  );
}
