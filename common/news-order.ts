// The order of the news list, the same on the public page and in the admin (spec section 3).
type Sortable = {
  readonly featured: boolean;
  readonly date: string;
  readonly createdAt?: string | undefined;
};

/** Featured first, then date newest first (then the newer record first); returns a new array. */
export function sortNewsEvents<T extends Sortable>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => {
    if (a.featured !== b.featured) return a.featured ? -1 : 1;
    if (a.date !== b.date) return a.date < b.date ? 1 : -1;
    const aCreated = a.createdAt ?? "";
    const bCreated = b.createdAt ?? "";
    if (aCreated === bCreated) return 0;
    return aCreated < bCreated ? 1 : -1;
  });
}
