// The galleries of /photo-galleries (issue 50): everyone reads them in the desk's order; the
// administrator writes, orders and deletes them. Their photographs are set as the place
// gallery/<slug>; a gallery seeded from the content also shows the drawings it had.
import { galleryCategories } from "../../content/galleries";
import { z } from "../zod";
import { galleryOrderSchema, photoGallerySchema } from "../schemas/photo-gallery";
import { endpoint } from "./endpoint";
import { publicImageRecord } from "./media-image";
import { recordIdParams } from "./record-id";
import { successReply } from "./records";

export const photoGalleryRecord = z.object({
  id: z.number().int(),
  /** The content id it had, and the key of its photographs' place; never changes. */
  slug: z.string(),
  title: z.string(),
  category: z.enum(galleryCategories),
  description: z.string(),
  /** From the image library, in the desk's order, after the drawings a seeded gallery has. */
  photos: z.array(publicImageRecord),
});
export type PhotoGallery = z.output<typeof photoGalleryRecord>;

export const photoGalleryApi = {
  list: endpoint({
    method: "GET",
    path: "/api/photo-galleries",
    response: z.array(photoGalleryRecord),
  }),
  /** Added last. */
  create: endpoint({
    method: "POST",
    path: "/api/photo-galleries",
    body: photoGallerySchema,
    response: photoGalleryRecord,
    status: 201,
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/photo-galleries/:id",
    params: recordIdParams,
    body: photoGallerySchema,
    response: photoGalleryRecord,
  }),
  /** Also takes its photographs out of its place (the images stay in the library). */
  remove: endpoint({
    method: "DELETE",
    path: "/api/photo-galleries/:id",
    params: recordIdParams,
    response: successReply,
  }),
  order: endpoint({
    method: "PUT",
    path: "/api/photo-gallery-order",
    body: galleryOrderSchema,
    response: z.array(photoGalleryRecord),
  }),
};
