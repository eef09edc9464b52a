import type { CSSProperties } from "react";
import type { MetaDescriptor } from "react-router";
import type { MediaId } from "../../../content/media";
import {
  MEDIA_FORMATS,
  MEDIA_URL_PREFIX,
  portraitFile,
  variantFile,
  type MediaFormat,
  type PageMedia,
} from "../../../content/media-variants";
import { cn } from "~/lib/cn";
import type { PublicImage } from "~common/contract/media";
import { useSitePicture } from "~/lib/site-pictures";
import { loadingOf, MIME, PhotoPicture, photoPreload, preloadOf } from "./photo-picture";

// The pages' part of the media manifest (content/media-pages.json: sizes, widths, placeholder
// colours, no build records, as every page with a picture carries it in its scripts) is written
// by `npm run build:media` (it runs before every build). It is read
// through import.meta.glob so that a checkout where it has not been built yet still type-checks,
// runs its unit tests and serves pages (with colour placeholders) instead of failing to resolve.
const manifestModules = import.meta.glob<PageMedia>("../../../content/media-pages.json", {
  eager: true,
  import: "default",
});
const manifest: PageMedia = Object.values(manifestModules)[0] ?? {};

const FALLBACK_COLOR = "#E9E2D4";
const warned = new Set<string>();

/** The URL of a media id's SVG (a drawing's, for a CSS pattern or mask), unless a photo replaced it. */
export function vectorSrc(id: MediaId): string | undefined {
  return manifest[id]?.vector ? `${MEDIA_URL_PREFIX}${id}.svg` : undefined;
}

/**
 * One URL for a media id, for places that cannot use <picture> (a CSS background, an og:image):
 * the smallest variant at least `width` px wide, else the largest. WebP by default, which every
 * current browser reads.
 */
export function mediaSrc(
  id: MediaId,
  width = 1280,
  format: MediaFormat = "webp",
): string | undefined {
  const widths = manifest[id]?.widths ?? [];
  const chosen = widths.find((w) => w >= width) ?? widths.at(-1);
  return chosen === undefined ? undefined : variantSrc(id, chosen, format);
}

function variantSrc(id: MediaId, width: number, format: MediaFormat): string {
  return MEDIA_URL_PREFIX + variantFile(id, width, format);
}

function srcSet(id: MediaId, widths: readonly number[], format: MediaFormat): string {
  return widths.map((w) => `${variantSrc(id, w, format)} ${w}w`).join(", ");
}

/**
 * A full-screen background on a screen held upright (or square) shows the image's portrait crop
 * (content/media-variants.ts); the two queries part every screen between the two files. (A phone
 * emulated in Chromium with a window turned one way and its screen the other fetches both: the
 * preload scanner reads the screen. A phone's screen turns with it.)
 */
const UPRIGHT = "(orientation: portrait)";
const LANDSCAPE = "(orientation: landscape)";

function portraitSrcSet(id: MediaId, widths: readonly number[], format: MediaFormat): string {
  return widths.map((w) => `${MEDIA_URL_PREFIX}${portraitFile(id, w, format)} ${w}w`).join(", ");
}

/**
 * A route's `meta` entries for its largest image above the fold (the LCP element): the browser
 * fetches the AVIF file that fits `sizes` with high priority while it reads the HTML, before any
 * script or stylesheet asks for it. The photograph set in the drawing's place (`photo`, a site
 * picture) is preloaded instead of the drawing. Give the same `sizes` and `fullScreen` as the
 * <ResponsiveImage priority>; for a full-screen drawing with a portrait crop, one preload per
 * orientation, each for the file that screen's picture shows.
 */
export function imagePreload(
  id: MediaId,
  {
    sizes = "100vw",
    fullScreen = false,
    photo,
  }: { sizes?: string; fullScreen?: boolean; photo?: PublicImage } = {},
): MetaDescriptor[] {
  if (photo) return [photoPreload(photo, sizes)];
  const entry = manifest[id];
  if (!entry || entry.widths.length === 0) return [];
  const landscape = srcSet(id, entry.widths, "avif");
  const links =
    fullScreen && entry.portrait
      ? [
          preloadOf(portraitSrcSet(id, entry.portrait.widths, "avif"), sizes, UPRIGHT),
          preloadOf(landscape, sizes, LANDSCAPE),
        ]
      : [preloadOf(landscape, sizes)];
  return links.map((link) => ({ tagName: "link", ...link }) as MetaDescriptor);
}

/** What a picture shows: an image of content/media by its id, or a photograph of the library. */
export type PictureSource =
  { id: MediaId; photo?: undefined } | { photo: PublicImage; id?: undefined };

/** The picture of something that shows one (a viewer's image): its photograph, else its id. */
export const pictureSource = ({ id, photo }: PictureSource): PictureSource =>
  photo ? { photo } : { id };

export type ResponsiveImageProps = PictureSource & ImageOptions;

interface ImageOptions {
  /** What the image shows; "" for a decorative image that the text around it already explains. */
  alt: string;
  /** Rendered width per breakpoint, e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes?: string;
  /** Above the fold (the hero): load at once with high priority instead of lazily. */
  priority?: boolean;
  /**
   * A background that fills the screen (a hero, drawn object-cover): on a screen held upright it
   * shows the image's portrait crop when content/media.ts makes one, drawn sharp at the phone's
   * width instead of the landscape picture's middle enlarged about three times.
   */
  fullScreen?: boolean;
  /** Classes for the <img> (size it here: "h-full w-full object-cover", "w-full h-auto"). */
  className?: string;
  style?: CSSProperties;
}

/**
 * A content image from content/media as <picture>: AVIF and WebP sources in 640-1920 px,
 * width and height set from the source's aspect ratio so the page does not shift while it loads,
 * and (for opaque images) the image's dominant colour behind it until it arrives. A photograph
 * of the image library (`photo`, or the one the page's site pictures set in place of `id`) as
 * PhotoPicture draws it; a decorative drawing (alt "") stays decorative as a photograph.
 */
export function ResponsiveImage({
  id,
  photo,
  alt,
  sizes = "100vw",
  priority = false,
  fullScreen = false,
  className,
  style,
}: ResponsiveImageProps) {
  const sitePicture = useSitePicture(id);
  const photoOptions = { sizes, priority, className, style };
  if (photo) return <PhotoPicture photo={photo} alt={alt} {...photoOptions} />;
  if (sitePicture) {
    // The photograph's own words, unless the drawing was decorative (the text beside it says).
    const words = alt === "" ? "" : sitePicture.alt;
    return <PhotoPicture photo={sitePicture} alt={words} {...photoOptions} />;
  }
  const entry = manifest[id];
  if (!entry) {
    if (import.meta.env.DEV && !warned.has(id)) {
      warned.add(id);
      console.warn(`ResponsiveImage: no built media for "${id}". Run npm run build:media.`);
    }
    return (
      <span
        role={alt ? "img" : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={cn("block", className)}
        style={{ backgroundColor: FALLBACK_COLOR, aspectRatio: "16 / 9", ...style }}
      />
    );
  }

  const portrait = fullScreen ? entry.portrait : undefined;
  return (
    <picture>
      {portrait
        ? MEDIA_FORMATS.map((format) => (
            <source
              key={`portrait-${format}`}
              media={UPRIGHT}
              type={MIME[format]}
              srcSet={portraitSrcSet(id, portrait.widths, format)}
              sizes={sizes}
            />
          ))
        : null}
      {MEDIA_FORMATS.map((format) => (
        <source
          key={format}
          type={MIME[format]}
          srcSet={srcSet(id, entry.widths, format)}
          sizes={sizes}
        />
      ))}
      {/* The sources choose the file by `sizes`; the <img> has no srcset, so no sizes either. */}
      <img
        src={mediaSrc(id)}
        alt={alt}
        width={entry.width}
        height={entry.height}
        {...loadingOf(priority)}
        className={className}
        style={entry.hasAlpha ? style : { backgroundColor: entry.placeholderColor, ...style }}
      />
    </picture>
  );
}
