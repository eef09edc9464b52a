// Figures shared by the offer card and the offer table.
import { figureText } from "~common/trade-figures";

/** '88.5', '87.25' */
export const cupScoreText = (cupScore: number) => figureText(cupScore, 2);

/** '1,200' */
export const bagsText = (bags: number) => figureText(bags);

/** Joins the parts the admin filled in; the offer's optional text fields arrive as ''. */
export function joinFilled(parts: readonly string[], separator: string): string {
  return parts.filter((part) => part.trim() !== "").join(separator);
}
