// The image library of the desk (issue 50): the administrator uploads photographs, gives each its
// words, sees where each is used, and deletes them. The files themselves are served at
// LIBRARY_URL_PREFIX, outside the API.
import { z } from "../zod";
import { IMAGE_ID_PATTERN, LIBRARY_FORMATS, MEDIA_PLACE_KINDS, PHOTO_TYPES } from "../terms/media";
import { imageDetailsSchema } from "../schemas/media";
import { endpoint } from "./endpoint";
import { successReply } from "./records";

export const INVALID_IMAGE_ID_MESSAGE = "The image id is not one the library gives.";

export const imageIdParams = z.object({
  id: z.string().regex(IMAGE_ID_PATTERN, INVALID_IMAGE_ID_MESSAGE),
});

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

export const mediaApi = {
  list: endpoint({
    method: "GET",
    path: "/api/media",
    response: z.array(mediaImageRecord),
  }),
  /**
   * multipart/form-data with one or more files (any field name); all or nothing: one refused file
   * refuses the request, and nothing is stored.
   */
  upload: endpoint({
    method: "POST",
    path: "/api/media",
    response: z.object({ images: z.array(mediaImageRecord) }),
    status: 201,
  }),
  describe: endpoint({
    method: "PATCH",
    path: "/api/media/:id",
    params: imageIdParams,
    body: imageDetailsSchema,
    response: mediaImageRecord,
  }),
  /**
   * Refused (409, with the places in `details.usages`) while the image is used, unless
   * `?force=true`, which also takes it out of every place (each shows its drawing again).
   */
  remove: endpoint({
    method: "DELETE",
    path: "/api/media/:id",
    params: imageIdParams,
    querystring: z.object({
      force: z
        .enum(["true", "false"], { error: "force must be true or false" })
        .optional()
        .transform((value) => value === "true"),
    }),
    response: successReply,
  }),
};
