// Samples and quotes (spec section 5): sample sizes, the coffee categories and their grades, the
// quote form's choices and the collection pages' processing methods.
import type { Choice } from "./choice";

export const SAMPLE_SIZES = ["100g", "200g", "250g", "500g"] as const;
export type SampleSize = (typeof SAMPLE_SIZES)[number];
export const DEFAULT_SAMPLE_SIZE: SampleSize = "250g";

export const COFFEE_CATEGORY_VALUES = ["Speciality", "Commercial"] as const;
export type CoffeeCategory = (typeof COFFEE_CATEGORY_VALUES)[number];
export const COFFEE_CATEGORIES: readonly Choice<CoffeeCategory>[] = [
  { value: "Speciality", label: "Specialty" },
  { value: "Commercial", label: "Commercial" },
];

/** Catalog grades (numbers) allowed for each category. */
export const GRADE_BY_CATEGORY: Record<CoffeeCategory, readonly number[]> = {
  Speciality: [1, 2],
  Commercial: [3, 4],
};
/** The number in an offer's free-text grade ('Grade 1', 'G1', 'gr. 2', '3'), or null. */
export function gradeNumber(grade: number | string): number | null {
  const match = /^\s*(?:grade|gr\.?|g)?\s*([1-9])\s*$/i.exec(String(grade));
  return match ? Number(match[1]) : null;
}

/** The category a grade belongs to by the rule above, or null when it names no grade from 1 to 4. */
export function categoryOfGrade(grade: number | string): CoffeeCategory | null {
  const number = gradeNumber(grade);
  const found = COFFEE_CATEGORY_VALUES.find((category) =>
    GRADE_BY_CATEGORY[category].some((allowed) => allowed === number),
  );
  return found ?? null;
}

/** The visitor's word for a category: Specialty or Commercial. */
export function categoryLabel(category: CoffeeCategory): string {
  return COFFEE_CATEGORIES.find((choice) => choice.value === category)?.label ?? category;
}

export function gradeLabel(grade: number): string {
  return `Grade ${grade}`;
}

export const QUOTE_GRADES = ["Grade 1", "Grade 2", "Grade 3", "Grade 4"] as const;
export type QuoteGrade = (typeof QUOTE_GRADES)[number];

// Values match the offer processing names, so a quote opened from an offer pre-selects its method.
export const QUOTE_PROCESSING: readonly Choice[] = [
  { value: "Natural", label: "Natural (Sun-dried)" },
  { value: "Washed", label: "Washed (Wet Process)" },
  { value: "Honey", label: "Semi-washed (Honey Process)" },
];

export const QUOTE_UNIT_VALUES = ["bags", "containers"] as const;
export type QuoteUnit = (typeof QUOTE_UNIT_VALUES)[number];
/** A 20-foot container of green coffee holds 320 bags of 60 kg (spec section 9). */
export const BAGS_PER_CONTAINER = 320;
export const QUOTE_UNITS: readonly Choice<QuoteUnit>[] = [
  { value: "bags", label: "bags (60kg)" },
  { value: "containers", label: `containers (${BAGS_PER_CONTAINER} bags)` },
];
export const DEFAULT_QUOTE_UNIT: QuoteUnit = "bags";

/** The quote's region field: the offer's region followed by ', Ethiopia'. */
export function quoteRegion(offerRegion: string): string {
  return `${offerRegion}, Ethiopia`;
}

/** Fixed coffee fields of the single-offer sample form, named as in the sample-request schema. */
export const SINGLE_SAMPLE_DEFAULTS = {
  coffeeProcessing: "Natural",
  coffeeGrade: "Grade 1",
  coffeeCategory: "Commercial",
  sampleSize: "250g",
} as const satisfies {
  coffeeProcessing: string;
  coffeeGrade: string;
  coffeeCategory: CoffeeCategory;
  sampleSize: SampleSize;
};
