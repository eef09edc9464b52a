// A quote asked for one lot (issue 47): it is for the lot's own grade and processing, and for no
// more bags than remain of it. The quote dialog checks it before sending and the server again,
// in the same words; a quote that names no lot keeps the spec's free choices.
import { BAGS_PER_CONTAINER, gradeLabel, gradeNumber, type QuoteUnit } from "./constants";
import type { Offer } from "./contract/records";
import { bagsText } from "./lot-terms";
import { figureText } from "./trade-figures";

export interface QuotedLot {
  grade: string;
  processing: string;
  lotSize: number;
  bagsRemaining: number | null;
}

export interface QuoteOfLot {
  grade: string;
  processing: string;
  quantity: number;
  quantityUnit: QuoteUnit;
}

export interface QuoteProblem {
  field: "grade" | "processing" | "quantity";
  message: string;
}

/** The lot's grade as its quote names it ('Grade 1' for 'G1'), or null when the lot states none. */
export function lotQuoteGrade(lot: Pick<Offer, "grade">): string | null {
  const number = gradeNumber(lot.grade);
  if (number !== null) return gradeLabel(number);
  return lot.grade.trim() || null;
}

/** The bags a quote asks for. */
export function quoteBags(quantity: number, unit: QuoteUnit): number {
  return unit === "containers" ? quantity * BAGS_PER_CONTAINER : quantity;
}

/** The bags a buyer can still ask for: those remaining, or the whole lot when it does not say. */
export function bagsOnOffer(lot: Pick<QuotedLot, "lotSize" | "bagsRemaining">): number {
  return lot.bagsRemaining ?? lot.lotSize;
}

/** '1 bag', '2 bags', '1 container', '3 containers'. */
export function quoteQuantityText(quantity: number, unit: string): string {
  if (unit === "bags") return bagsText(quantity);
  const containers = quantity === 1 ? "container" : "containers";
  return unit === "containers" ? `${figureText(quantity)} ${containers}` : `${quantity} ${unit}`;
}

/** What in a quote is not of the lot it names; none when the quote fits the lot. */
export function lotQuoteProblems(lot: QuotedLot, quote: QuoteOfLot): QuoteProblem[] {
  const problems: QuoteProblem[] = [];
  const grade = lotQuoteGrade(lot);
  if (grade !== null && quote.grade !== grade)
    problems.push({
      field: "grade",
      message: `This lot is ${grade}: its quote cannot be for ${quote.grade}`,
    });
  if (quote.processing !== lot.processing)
    problems.push({
      field: "processing",
      message: `This lot is ${lot.processing}: its quote cannot be for ${quote.processing}`,
    });
  const asked = quoteBags(quote.quantity, quote.quantityUnit);
  const remaining = bagsOnOffer(lot);
  if (asked > remaining) {
    const quantity = quoteQuantityText(quote.quantity, quote.quantityUnit);
    const inBags = quote.quantityUnit === "containers" ? ` (${bagsText(asked)})` : "";
    problems.push({
      field: "quantity",
      message: `${quantity}${inBags} is more than the ${bagsText(remaining)} remaining of this lot`,
    });
  }
  return problems;
}
