// /photo-galleries: the title band, the four galleries by category and the category filter (spec
// section 2). What each gallery shows is in gallery-pictures.ts, loaded with the component that shows it
//.

export const galleryCategories = ["Farm Life", "Processing", "Quality", "Events"] as const;
export type GalleryCategory = (typeof galleryCategories)[number];

/** The filter badges: All plus the four categories. */
export const galleryFilters = ["All", ...galleryCategories] as const;
export type GalleryFilter = (typeof galleryFilters)[number];

/** A gallery on the page: which one, under which category badge. */
export interface Gallery {
  readonly id: string;
  readonly category: GalleryCategory;
}

export const galleries = [
  { id: "farm-life", category: "Farm Life" },
  { id: "processing", category: "Processing" },
  { id: "quality", category: "Quality" },
  { id: "events", category: "Events" },
] as const satisfies readonly Gallery[];

export type GalleryId = (typeof galleries)[number]["id"];

/** The header of /photo-galleries. */
export const galleriesIntro = {
  eyebrow: "Resources",
  title: "Photo Galleries",
  body: "The harvest, the washing stations, the lab and the people we work with, season by season.",
} as const;
