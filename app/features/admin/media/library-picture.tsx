import { cn } from "~/lib/cn";
import type { MediaImage, PublicImage } from "~common/contract/media";

/** The smallest variant of each format (640 px, or the photograph's own width when narrower). */
function smallest(image: PublicImage, format: "avif" | "webp") {
  return image.variants.find((variant) => variant.format === format);
}

/** The mark of an image that cannot be shown yet. */
export const NEEDS_ALT_TEXT = "Needs alt text";

/** How the desk names an image: its alt text, else its file name. */
export function imageLabel(image: MediaImage): string {
  return image.alt || image.fileName;
}

/**
 * A thumbnail of a library image: its 640 px variant in AVIF or WebP, its size reserved, its
 * blurred placeholder shown until it arrives.
 */
export function LibraryPicture({
  image,
  alt,
  className,
}: {
  image: PublicImage;
  alt: string;
  className?: string;
}) {
  const webp = smallest(image, "webp");
  const avif = smallest(image, "avif");
  return (
    <div className={cn("relative overflow-hidden bg-light", className)}>
      <img
        src={image.placeholder}
        alt=""
        aria-hidden
        className="absolute inset-0 h-full w-full scale-110 object-cover blur-md"
      />
      <picture>
        {avif ? <source type="image/avif" srcSet={avif.url} /> : null}
        <img
          src={webp?.url ?? image.jpeg.url}
          width={webp?.width ?? image.jpeg.width}
          height={webp?.height ?? image.jpeg.height}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="relative h-full w-full object-cover"
        />
      </picture>
    </div>
  );
}
