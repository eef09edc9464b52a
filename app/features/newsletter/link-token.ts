/** A link's token from the address; the prerendered page has none until it hydrates. */
export function tokenOf(search: URLSearchParams): string {
  return search.get("token")?.trim() ?? "";
}
