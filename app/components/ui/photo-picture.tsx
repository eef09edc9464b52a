// A photograph of the image library (issue 50) as <picture>, and what ResponsiveImage shares with
// it. Apart from responsive-image.tsx, which carries the build's media manifest: a page that shows
// only photographs of the library (the lots' cards) does not load that manifest.
import type { CSSProperties } from "react";
import type { LinkDescriptor, MetaDescriptor } from "react-router";
import type { PublicImage } from "~common/contract/media";
import type { LibraryFormat } from "~common/terms/media";

export const MIME: Record<LibraryFormat, string> = { avif: "image/avif", webp: "image/webp" };
/** The formats of a picture's sources, AVIF first (LIBRARY_FORMATS, without loading its module). */
const FORMATS = Object.keys(MIME) as LibraryFormat[];

/** How an <img> of a picture loads: lazily, or at once with high priority above the fold. */
export const loadingOf = (priority: boolean) =>
  ({
    loading: priority ? "eager" : "lazy",
    decoding: priority ? undefined : "async",
    fetchPriority: priority ? "high" : undefined,
  }) as const;

/** A preload of the AVIF file of a `srcset` that fits `sizes`, with high priority. */
export function preloadOf(imageSrcSet: string, sizes: string, media?: string): LinkDescriptor {
  return {
    rel: "preload",
    as: "image",
    type: MIME.avif,
    imageSrcSet,
    imageSizes: sizes,
    ...(media ? { media } : {}),
    // React renders it as fetchpriority; React Router's preload type does not list it yet.
    fetchPriority: "high",
  } as LinkDescriptor;
}

/** A photograph's variants of one format as a `srcset`. */
function photoSrcSet(photo: PublicImage, format: LibraryFormat): string {
  return photo.variants
    .filter((variant) => variant.format === format)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(", ");
}

/**
 * The preload of a photograph that is the page's LCP picture (a lot's first), as a `meta`
 * descriptor: a page whose picture comes with its loader's data has no `links` of its own.
 */
export function photoPreload(photo: PublicImage, sizes: string): MetaDescriptor {
  return { tagName: "link", ...preloadOf(photoSrcSet(photo, "avif"), sizes) } as MetaDescriptor;
}

export interface PhotoPictureProps {
  photo: PublicImage;
  /** What the photograph shows; "" when the text beside it already says (a thumbnail by a name). */
  alt: string;
  /** Rendered width per breakpoint, e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes: string;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  /** Classes for the <img> (size it here: "h-full w-full object-cover"). */
  className?: string;
  style?: CSSProperties;
}

/**
 * A photograph of the library as ResponsiveImage draws a content image: AVIF and WebP sources of
 * its variants chosen by `sizes`, its width and height set so that nothing shifts while it loads,
 * its blurred placeholder behind it until it arrives, the JPEG for a browser that takes neither.
 */
export function PhotoPicture({
  photo,
  alt,
  sizes,
  priority = false,
  className,
  style,
}: PhotoPictureProps) {
  return (
    <picture>
      {FORMATS.map((format) => (
        <source
          key={format}
          type={MIME[format]}
          srcSet={photoSrcSet(photo, format)}
          sizes={sizes}
        />
      ))}
      <img
        src={photo.jpeg.url}
        alt={alt}
        width={photo.width}
        height={photo.height}
        {...loadingOf(priority)}
        className={className}
        style={{
          ...(photo.placeholder
            ? { backgroundImage: `url("${photo.placeholder}")`, backgroundSize: "cover" }
            : {}),
          ...style,
        }}
      />
    </picture>
  );
}
