// The built media: the widths and formats every image id of content/media.ts is made in, the names
// of those files, and the shape of content/media-manifest.json, which scripts/build-media.ts writes
// and <ResponsiveImage> reads. Apart from the library, so that pages can import it without it.

/**
 * The widths every image is made in: the spec's 640, 1280 and 1920 px, and 960 px for a phone's
 * full-width picture (a 412 px screen at 1.75 device pixels needs 721; without it the browser
 * would fetch 1280).
 */
export const MEDIA_WIDTHS = [640, 768, 960, 1280, 1920] as const;
export const MEDIA_FORMATS = ["avif", "webp"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/**
 * The upright crop of a full-screen background (content/media.ts `portrait`): its middle, nine
 * wide by sixteen high, which is what a phone held upright shows of the landscape picture anyway,
 * made at a phone's widths (360 px at 2 device pixels or Lighthouse's 412 at 1.75 want about 720;
 * 393 px at 3 wants 1,179 and gets 960, nearly sharp, where the landscape file's middle was
 * enlarged three times). No 640: the home page's HTML has to fit the first round trip (decision
 * 038), and the few screens that would take it take the 768.
 */
export const PORTRAIT_ASPECT = 9 / 16;
export const PORTRAIT_WIDTHS = [768, 960] as const;

/** Where the built variants are served from. */
export const MEDIA_URL_PREFIX = "/media/";

/** File name of one variant in public/media, e.g. hero-highlands-1280.avif */
export function variantFile(id: string, width: number, format: MediaFormat): string {
  return `${id}-${width}.${format}`;
}

/** File name of one variant of an image's portrait crop, e.g. hero-highlands-portrait-768.avif */
export function portraitFile(id: string, width: number, format: MediaFormat): string {
  return variantFile(`${id}-portrait`, width, format);
}

/** The portrait crop's own size and the widths it is made in (portraitFile names the files). */
export interface PortraitCrop {
  readonly width: number;
  readonly height: number;
  readonly widths: readonly number[];
}

export interface MediaManifestEntry {
  /** Intrinsic size of the source (the SVG's own size, or the photo after EXIF rotation). */
  readonly width: number;
  readonly height: number;
  /**
   * The widths it is made in, smallest first, each in every format (variantFile names the files).
   * Widths rather than URLs: pages carry this manifest in their scripts, and the URLs follow.
   */
  readonly widths: readonly number[];
  /** Dominant colour, shown while the image loads. */
  readonly placeholderColor: string;
  /** True when part of the image is transparent (logo marks): no placeholder colour behind it then. */
  readonly hasAlpha: boolean;
  /** File name of the source the variants were made from. */
  readonly source: string;
  /** Public URL of the SVG itself, for SVG sources (crisp logos, CSS patterns and masks). */
  readonly vector?: string;
  /** Its portrait crop, for an id that content/media.ts marks `portrait`. */
  readonly portrait?: PortraitCrop;
  /** Version of the build settings that made the variants; a new version rebuilds everything. */
  readonly recipe: number;
}

export type MediaManifest = Readonly<Record<string, MediaManifestEntry>>;
