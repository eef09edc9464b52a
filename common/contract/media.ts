// The image library of the desk (issue 50): the administrator uploads photographs, gives each its
// words, sees where each is used, and deletes them. The files themselves are served at
// LIBRARY_URL_PREFIX, outside the API.
import { z } from "../zod";
import { IMAGE_ID_PATTERN, MEDIA_PLACE_KINDS } from "../terms/media";
import { imageDetailsSchema, INVALID_IMAGE_ID_MESSAGE, placeImagesSchema } from "../schemas/media";
import { endpoint } from "./endpoint";
import { mediaImageRecord, publicImageRecord } from "./media-image";
import { successReply } from "./records";

export {
  mediaImageRecord,
  mediaUsageRecord,
  publicImageRecord,
  type MediaImage,
  type MediaUsage,
  type PublicImage,
} from "./media-image";

export { INVALID_IMAGE_ID_MESSAGE };

export const imageIdParams = z.object({
  id: z.string().regex(IMAGE_ID_PATTERN, INVALID_IMAGE_ID_MESSAGE),
});

export const UNKNOWN_PLACE_KIND_MESSAGE = `The kind of place must be one of: ${MEDIA_PLACE_KINDS.join(", ")}.`;

/**
 * A place images are shown in: its kind and its key (a lot's or news item's id, a content id, a
 * gallery's category, a site picture's image id of content/media.ts).
 */
export const placeParams = z.object({
  kind: z.enum(MEDIA_PLACE_KINDS, { error: UNKNOWN_PLACE_KIND_MESSAGE }),
  key: z
    .string()
    .min(1, "The place's key is required.")
    .max(100, "The place's key is at most 100 characters."),
});

/** The images of one place, in order, as the desk shows and sets them. */
export const placeImagesRecord = z.object({
  kind: z.enum(MEDIA_PLACE_KINDS),
  key: z.string(),
  /** How the desk names the place (placeName): a lot's or news item's title, else the key. */
  label: z.string(),
  images: z.array(mediaImageRecord),
});
export type PlaceImages = z.output<typeof placeImagesRecord>;

/**
 * The photograph set in each site picture (the hero, a process step, the trip...), by the id of
 * the drawing it replaces (content/media.ts); a place still showing its drawing is absent.
 */
export const sitePicturesRecord = z.record(z.string(), publicImageRecord);
export type SitePictures = z.output<typeof sitePicturesRecord>;

const photosByKey = z.record(z.string(), z.array(publicImageRecord));

/**
 * The photographs the desk added to the content's places, in order, by the place's key: each
 * origin's story (by its content id). A place without any is absent. They follow the place's own
 * pictures. (The farmers and the galleries are records, which carry their photographs.)
 */
export const contentPhotosRecord = z.object({
  "origin-story": photosByKey,
});
export type ContentPhotos = z.output<typeof contentPhotosRecord>;
/** The kinds of place whose added photographs GET /api/content-photos answers. */
export type ContentPhotoKind = keyof ContentPhotos;

/** Public: what the pages with site pictures read (rendered with them, or after a navigation). */
export const sitePicturesApi = {
  list: endpoint({
    method: "GET",
    path: "/api/site-pictures",
    response: sitePicturesRecord,
  }),
  contentPhotos: endpoint({
    method: "GET",
    path: "/api/content-photos",
    response: contentPhotosRecord,
  }),
};

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
  /** The images of a place, in order. 404 for a lot or news item that is not there. */
  placeImages: endpoint({
    method: "GET",
    path: "/api/media/places/:kind/:key",
    params: placeParams,
    response: placeImagesRecord,
  }),
  /**
   * Sets the images of a place, in order (the first is a lot's card picture), replacing what it
   * had; an empty list clears it. 404 for an unknown image or place; VALIDATION_ERROR for an
   * image without alt text or more images than the place takes (MAX_IMAGES_PER_PLACE).
   */
  setPlaceImages: endpoint({
    method: "PUT",
    path: "/api/media/places/:kind/:key",
    params: placeParams,
    body: placeImagesSchema,
    response: placeImagesRecord,
  }),
};
