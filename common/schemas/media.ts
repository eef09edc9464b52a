// The words of an image in the library (issue 50): PATCH /api/media/:id.
import { z } from "../zod";
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
