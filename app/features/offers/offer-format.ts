// Number formats shared by the offer card and the offer table.
export const cupScoreFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
export const bagsFormat = new Intl.NumberFormat("en-US");

/** Joins the parts the admin filled in; the offer's optional text fields arrive as ''. */
export function joinFilled(parts: readonly string[], separator: string): string {
  return parts.filter((part) => part.trim() !== "").join(separator);
}
