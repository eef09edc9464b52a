// The words of an image in the library (issue 50), PATCH /api/media/:id, and the images of a
// place, PUT /api/media/places/:kind/:key.
import { z } from "../zod";
import { IMAGE_ID_PATTERN, MAX_IMAGES_PER_PLACE } from "../terms/media";
import { blankableText, requiredText } from "./fields";

export const ALT_TEXT_REQUIRED_MESSAGE =
  "Alt text is required: describe the photograph for visitors who cannot see it";
export const ALT_TEXT_MAX_LENGTH = 300;
export const CAPTION_MAX_LENGTH = 500;
export const CREDIT_MAX_LENGTH = 200;

export const imageDetailsSchema = z.object({
  alt: requiredText("Alt text", ALT_TEXT_MAX_LENGTH, ALT_TEXT_REQUIRED_MESSAGE),
  caption: blankableText("Caption", CAPTION_MAX_LENGTH),
  credit: blankableText("Credit", CREDIT_MAX_LENGTH),
});

export type ImageDetailsInput = z.input<typeof imageDetailsSchema>;
export type ImageDetails = z.output<typeof imageDetailsSchema>;

export const INVALID_IMAGE_ID_MESSAGE = "The image id is not one the library gives.";
export const REPEATED_IMAGE_MESSAGE = "An image can be in a place only once.";
/** More than any place takes (MAX_IMAGES_PER_PLACE): refused before the database is asked. */
const MOST_IMAGES_ANYWHERE = Math.max(...Object.values(MAX_IMAGES_PER_PLACE));

/**
 * The images of a place, in order (PUT /api/media/places/:kind/:key): the whole list, which
 * replaces the place's images; an empty list clears the place (its drawing shows again).
 */
export const placeImagesSchema = z.object({
  imageIds: z
    .array(
      z
        .string({ error: INVALID_IMAGE_ID_MESSAGE })
        .regex(IMAGE_ID_PATTERN, INVALID_IMAGE_ID_MESSAGE),
      {
        error: "imageIds must be a list of image ids",
      },
    )
    .max(MOST_IMAGES_ANYWHERE, `At most ${MOST_IMAGES_ANYWHERE} images in one place.`)
    .refine((ids) => new Set(ids).size === ids.length, REPEATED_IMAGE_MESSAGE),
});
export type PlaceImagesInput = z.input<typeof placeImagesSchema>;
