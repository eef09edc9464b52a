// /photo-galleries: the title band and the category filter (spec section 2). The galleries are
// records of the desk (issue 50), each under one of the four categories; the drawings of the
// seeded ones are in gallery-pictures.ts, loaded with the part that shows a gallery.

export const galleryCategories = ["Farm Life", "Processing", "Quality", "Events"] as const;
export type GalleryCategory = (typeof galleryCategories)[number];

/** The filter badges: All plus the four categories. */
export const galleryFilters = ["All", ...galleryCategories] as const;
export type GalleryFilter = (typeof galleryFilters)[number];

/** The header of /photo-galleries. */
export const galleriesIntro = {
  eyebrow: "Resources",
  title: "Photo Galleries",
  body: "The harvest, the washing stations, the lab and the people we work with, season by season.",
} as const;
