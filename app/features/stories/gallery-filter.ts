/** The filter badge that shows every gallery. */
export const ALL_GALLERIES = "All" as const;

export const NO_GALLERIES_MESSAGE = "No galleries found for the selected category.";

/** The galleries of one category, or all of them for 'All'. */
export function filterGalleries<G extends { readonly category: string }>(
  galleries: readonly G[],
  category: string,
): G[] {
  return category === ALL_GALLERIES
    ? [...galleries]
    : galleries.filter((gallery) => gallery.category === category);
}
