// The built media: the widths and formats every image id of content/media.ts is made in, the names
// of those files, and the shapes of what scripts/build-media.ts writes: content/media-manifest.json,
// its record of what it made, and content/media-pages.json, the part of it <ResponsiveImage> reads.
// Apart from the library, so that pages can import it without it.

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

/**
 * How a photograph's variants are encoded, by the build and by the desk's image library alike.
 * Measured here: AVIF effort 2 and WebP effort 3 take a fraction of the default efforts' time for
 * files about 5% larger. (A change here needs RECIPE in scripts/build-media.ts bumped.)
 */
export const PHOTO_ENCODING = {
  avif: { quality: 55, effort: 2 },
  webp: { quality: 78, effort: 3 },
} as const;

/**
 * The widths of `standard` a photograph this wide (upright) is made in, smallest first: never
 * enlarged, and one at its own width when it falls between two (a 1600 px photo is not served at
 * 1280 at most; one under the smallest gets only that one).
 */
export function photoWidths(width: number, standard: readonly number[]): number[] {
  const widths = standard.filter((w) => w <= width);
  if (width < standard[standard.length - 1]! && !widths.includes(width)) widths.push(width);
  return widths;
}

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

/**
 * What a page needs of an image (content/media-pages.json, which <ResponsiveImage> reads): every
 * page with a picture carries all of it in its scripts, so it holds nothing the pages do not use.
 */
export interface PageMediaEntry {
  /** Intrinsic size of the source (the SVG's own size, or the photo after EXIF rotation). */
  readonly width: number;
  readonly height: number;
  /**
   * The widths it is made in, smallest first, each in every format (variantFile names the files).
   * Widths rather than URLs: the URLs follow from the id.
   */
  readonly widths: readonly number[];
  /** Dominant colour, shown while the image loads. */
  readonly placeholderColor: string;
  /** True when part of the image is transparent (logo marks): no placeholder colour behind it then. */
  readonly hasAlpha: boolean;
  /** Its SVG is served too, at `/media/<id>.svg`, for SVG sources (CSS patterns and masks). */
  readonly vector?: true;
  /** The widths of its portrait crop (portraitFile names the files), for an id marked `portrait`. */
  readonly portrait?: Pick<PortraitCrop, "widths">;
}

export type PageMedia = Readonly<Record<string, PageMediaEntry>>;

/**
 * The build's record of an image (content/media-manifest.json): what pages need, and what
 * scripts/build-media.ts needs to tell whether it can reuse the files it made.
 */
export interface MediaManifestEntry extends Omit<PageMediaEntry, "portrait" | "vector"> {
  /** File name of the source the variants were made from. */
  readonly source: string;
  /** Public URL of the SVG itself, for SVG sources. */
  readonly vector?: string;
  /** Its portrait crop's size and widths. */
  readonly portrait?: PortraitCrop;
  /** Version of the build settings that made the variants; a new version rebuilds everything. */
  readonly recipe: number;
}

export type MediaManifest = Readonly<Record<string, MediaManifestEntry>>;

/** The part of the build's record that pages read. */
export function pageMediaEntry({
  source: _source,
  recipe: _recipe,
  vector,
  portrait,
  ...page
}: MediaManifestEntry): PageMediaEntry {
  return {
    ...page,
    ...(vector ? { vector: true } : {}),
    ...(portrait ? { portrait: { widths: portrait.widths } } : {}),
  };
}
