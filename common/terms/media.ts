// The image library (issue 50): what an upload may be, the sizes its variants are made in, and the
// places of the site an image can be used in. Shared by the desk's upload form and the server.

/** At most this many bytes per photograph (20 MB). */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
/** A photograph over MAX_PHOTO_BYTES, in the words the server and the desk both use. */
export function photoTooLargeMessage(fileName: string): string {
  return `${fileName} is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`;
}
/** At most this many photographs in one upload request. */
export const MAX_PHOTOS_PER_UPLOAD = 10;
/**
 * At most this many pixels (100 megapixels, a 12,000 x 8,000 photograph): a file far smaller than
 * 20 MB can claim a size whose decoding would take gigabytes.
 */
export const MAX_PHOTO_PIXELS = 100_000_000;
/**
 * The types an upload is accepted as, told from its bytes (never its name or header). HEIC only
 * where sharp's libheif decodes it (its prebuilt binaries do not: such a file is refused with a
 * message saying how to send it as JPEG).
 */
export const PHOTO_TYPES = ["jpeg", "png", "webp", "heic"] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/**
 * The widths a photograph is made in: the spec's 640, 1280 and 1920 px (section 9), and 960 px
 * for a phone's full-width picture, as the build's drawings have it (content/media-variants.ts
 * MEDIA_WIDTHS: a 412 px screen at 1.75 device pixels needs 721, and would fetch 1280 without
 * it). A photograph is never enlarged to reach one.
 */
export const LIBRARY_WIDTHS = [640, 960, 1280, 1920] as const;
export const LIBRARY_FORMATS = ["avif", "webp"] as const;
export type LibraryFormat = (typeof LIBRARY_FORMATS)[number];
/**
 * The one JPEG of an image, at most this wide: for what cannot take AVIF or WebP (the PDF spec
 * sheet, link previews).
 */
export const LIBRARY_JPEG_WIDTH = 1280;
/** Where the library's files are served: `/media/library/<image id>/<width>.<avif|webp|jpg>`. */
export const LIBRARY_URL_PREFIX = "/media/library/";

/** 24 letters of RFC 4648 base32 in lower case: 120 random bits, safe in a path on any disk. */
export const IMAGE_ID_PATTERN = /^[a-z2-7]{24}$/;

/**
 * The kinds of place an image is used in (media_usages.place_kind), each with what its key names:
 * an offer's or news item's id, a team member's, farmer's, gallery's or origin's slug (the
 * content id it had), the id of a place a drawing fills today (the hero, a process step, the trip), or a
 * partner's or customer's id (its logo).
 */
export const MEDIA_PLACE_KINDS = [
  "lot",
  "news",
  "team-member",
  "farmer-story",
  "origin-story",
  "gallery",
  "site-place",
  "partner",
] as const;
export type MediaPlaceKind = (typeof MEDIA_PLACE_KINDS)[number];

const PLACE_LABELS: Record<MediaPlaceKind, string> = {
  lot: "lot",
  news: "news item",
  "team-member": "team member",
  "farmer-story": "farmer story",
  "origin-story": "origin story",
  gallery: "photo gallery",
  "site-place": "site picture",
  partner: "partner",
};

/**
 * A place as the desk names it, from its kind and its label (a lot's or news item's title, else
 * its key): `lot "Guji Natural G1"`, `photo gallery "farms"`, `site picture "hero-highlands"`.
 */
export function placeName(usage: { kind: MediaPlaceKind; label: string }): string {
  return `${PLACE_LABELS[usage.kind]} "${usage.label}"`;
}

/**
 * At most this many images in one place: a lot's gallery (the first is its card picture), a news
 * item's, a story's pictures, a photo gallery; a portrait or a place a drawing fills takes one.
 */
export const MAX_IMAGES_PER_PLACE: Record<MediaPlaceKind, number> = {
  lot: 12,
  news: 6,
  "team-member": 1,
  "farmer-story": 6,
  "origin-story": 6,
  gallery: 60,
  "site-place": 1,
  partner: 1,
};
