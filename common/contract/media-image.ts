// An image of the library as the API answers with it (issue 50): the desk's record with the
// places it is used in, and the public part of it that a page showing the image reads (a lot's
// `images`). Apart from ./media so that the offer record can hold images without a cycle.
import { z } from "../zod";
import { LIBRARY_FORMATS, MEDIA_PLACE_KINDS, PHOTO_TYPES } from "../terms/media";

const file = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

export const mediaUsageRecord = z.object({
  kind: z.enum(MEDIA_PLACE_KINDS),
  key: z.string(),
  /** Its order among the images of that place (a gallery), from 0. */
  position: z.number().int(),
  /** How the desk names the place: a lot's or news item's title, else the key. */
  label: z.string(),
});
export type MediaUsage = z.output<typeof mediaUsageRecord>;

export const mediaImageRecord = z.object({
  id: z.string(),
  /** The name of the uploaded file without any folder, as a label only: files are stored by id. */
  fileName: z.string(),
  /** What the bytes were. */
  sourceType: z.enum(PHOTO_TYPES),
  /** Empty until the administrator writes it; an image without it is not to be shown. */
  alt: z.string(),
  caption: z.string(),
  credit: z.string(),
  /** The size of the photograph, upright. */
  width: z.number().int(),
  height: z.number().int(),
  /** Every variant, smallest first, each width in every format (for a `srcset`). */
  variants: z.array(file.extend({ format: z.enum(LIBRARY_FORMATS) })),
  /** One JPEG, for the PDF spec sheet and link previews. */
  jpeg: file,
  /** A tiny blurred picture as a data: URI, shown while the photograph loads. */
  placeholder: z.string(),
  createdAt: z.iso.datetime(),
  usages: z.array(mediaUsageRecord),
});
export type MediaImage = z.output<typeof mediaImageRecord>;

/**
 * What a public page needs of an image: its size, files and words. The file's original name, its
 * type and the places it is used in stay in the desk.
 */
export const publicImageRecord = mediaImageRecord.pick({
  id: true,
  alt: true,
  caption: true,
  credit: true,
  width: true,
  height: true,
  variants: true,
  jpeg: true,
  placeholder: true,
});
export type PublicImage = z.output<typeof publicImageRecord>;
