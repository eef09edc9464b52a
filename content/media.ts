// The media library: every image id the site's content refers to. Each id is the file name of a
// source in content/media (an SVG illustration today; a real photo with the same id replaces it).
// `scripts/build-media.ts` turns the sources into AVIF/WebP variants and content/media-manifest.json.

export type MediaKind = "scene" | "detail" | "logo" | "pattern";

export interface MediaSource {
  /** Default alternative text; pages may pass a more specific one. */
  readonly alt: string;
  readonly kind: MediaKind;
}

export const mediaLibrary = {
  "hero-highlands": {
    alt: "Highland coffee landscape at dawn: layered ridges, shade trees and rows of coffee shrubs heavy with red cherries",
    kind: "scene",
  },
  "origin-yirgacheffe": {
    alt: "Terraced hills of Yirgacheffe with enset plants and coffee under shade trees in morning light",
    kind: "scene",
  },
  "origin-gedeb": {
    alt: "High ridges of Gedeb above the mist, with smallholder coffee gardens on the slopes",
    kind: "scene",
  },
  "origin-guji": {
    alt: "Open Guji highlands in warm afternoon light, coffee shrubs along the contour of the hill",
    kind: "scene",
  },
  "origin-guji-forest": {
    alt: "Forest coffee in Guji growing under tall native trees",
    kind: "scene",
  },
  "origin-kochere": {
    alt: "The Kochere valley at dusk, with round tukul houses among the coffee gardens",
    kind: "scene",
  },
  "origin-limmu": {
    alt: "A wide green valley in Limmu with a river and woodland coffee",
    kind: "scene",
  },
  "cherries-branch": {
    alt: "A coffee branch with clusters of ripe red cherries and a few still ripening",
    kind: "detail",
  },
  "harvest-basket": {
    alt: "A woven basket filled with hand-picked red coffee cherries",
    kind: "detail",
  },
  "farmer-portrait": {
    alt: "A coffee farmer with a harvest basket among her coffee shrubs at golden hour",
    kind: "scene",
  },
  "washing-channels": {
    alt: "Washing station channels where parchment coffee is graded in flowing water",
    kind: "scene",
  },
  "drying-beds": {
    alt: "Rows of raised African drying beds with cherries and parchment drying in the sun",
    kind: "scene",
  },
  "dry-mill": {
    alt: "The dry mill: hulling, grading and sorting lines for green coffee",
    kind: "scene",
  },
  "green-beans-grading": {
    alt: "Green coffee beans on a grading tray beside a screen sieve",
    kind: "detail",
  },
  "cupping-table": {
    alt: "A cupping table seen from above, with rows of cups, spoons and green and roasted samples",
    kind: "detail",
  },
  "warehouse-jute-bags": {
    alt: "Stacks of 60 kg jute bags of green coffee in a warehouse lit from high windows",
    kind: "scene",
  },
  "logistics-truck": {
    alt: "A truck loaded with coffee bags on a highland road on the way to the port",
    kind: "scene",
  },
  "coffee-ceremony": {
    alt: "An Ethiopian coffee ceremony: a clay jebena and small cups on a low table strewn with fresh grass",
    kind: "detail",
  },
  "seedling-nursery": {
    alt: "A coffee seedling nursery under shade netting",
    kind: "scene",
  },
  "community-school": {
    alt: "A village school among coffee gardens, with a path leading up to it",
    kind: "scene",
  },
  "coffee-leaf-pattern": {
    alt: "",
    kind: "pattern",
  },
  "partner-ecta": {
    alt: "Ethiopian Coffee and Tea Authority",
    kind: "logo",
  },
  "partner-ecx": {
    alt: "Ethiopia Commodity Exchange",
    kind: "logo",
  },
  "partner-ocfcu": {
    alt: "Oromia Coffee Farmers Cooperative Union",
    kind: "logo",
  },
  "partner-scfcu": {
    alt: "Sidama Coffee Farmers Cooperative Union",
    kind: "logo",
  },
  "partner-ycfcu": {
    alt: "Yirgacheffe Coffee Farmers Cooperative Union",
    kind: "logo",
  },
} as const satisfies Record<string, MediaSource>;

/** The id of a media source: its file name in content/media without the extension. */
export type MediaId = keyof typeof mediaLibrary;

export const mediaIds = Object.keys(mediaLibrary) as MediaId[];

/** An image placed in content: which media, and what it shows in this place. */
export interface ContentImage {
  readonly id: MediaId;
  readonly alt: string;
}

// ---------------------------------------------------------------- the built manifest
// scripts/build-media.ts writes content/media-manifest.json in this shape; <ResponsiveImage> reads it.

/** The widths every image is made in (spec: hero images in 640, 1280 and 1920 px). */
export const MEDIA_WIDTHS = [640, 1280, 1920] as const;
export const MEDIA_FORMATS = ["avif", "webp"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export interface MediaVariant {
  readonly width: number;
  /** Public URL, e.g. /media/hero-highlands-1280.avif */
  readonly src: string;
}

export interface MediaManifestEntry {
  /** Intrinsic size of the source (the SVG's own size, or the photo after EXIF rotation). */
  readonly width: number;
  readonly height: number;
  readonly variants: Readonly<Record<MediaFormat, readonly MediaVariant[]>>;
  /** Dominant colour, shown while the image loads. */
  readonly placeholderColor: string;
  /** True when part of the image is transparent (logo marks): no placeholder colour behind it then. */
  readonly hasAlpha: boolean;
  /** File name of the source the variants were made from. */
  readonly source: string;
  /** Public URL of the SVG itself, for SVG sources (crisp logos, CSS patterns and masks). */
  readonly vector?: string;
  /** Version of the build settings that made the variants; a new version rebuilds everything. */
  readonly recipe: number;
}

export type MediaManifest = Readonly<Record<string, MediaManifestEntry>>;
