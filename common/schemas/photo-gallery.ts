// A gallery of /photo-galleries as the desk writes it (issue 50): POST /api/photo-galleries and
// PUT /api/photo-galleries/:id. Its category is one of the spec's four (section 2), which stay the
// page's filter; its photographs are images of the library, set as the place `gallery/<slug>`.
import { galleryCategories } from "../../content/galleries";
import { z } from "../zod";
import { requiredChoice, requiredText } from "./fields";
import { listOrderSchema } from "./list-order";

export const GALLERY_CATEGORY_MESSAGE = `The category must be one of: ${galleryCategories.join(", ")}`;

export const photoGallerySchema = z.object({
  title: requiredText("Title", 120),
  category: requiredChoice(galleryCategories, "Category is required", GALLERY_CATEGORY_MESSAGE),
  description: requiredText("Description", 600),
});
export type PhotoGalleryInput = z.input<typeof photoGallerySchema>;
export type PhotoGalleryData = z.output<typeof photoGallerySchema>;

export const GALLERY_ORDER_MESSAGE = "The order must name every gallery once.";
export const galleryOrderSchema = listOrderSchema(GALLERY_ORDER_MESSAGE);
