import { describe, expect, it } from "vitest";
import {
  bagsOnOffer,
  lotQuoteGrade,
  lotQuoteProblems,
  quoteBags,
  quoteQuantityText,
  type QuoteOfLot,
} from "./lot-quote";

const lot = { grade: "G1", processing: "Washed", lotSize: 120, bagsRemaining: 96 };
const quote = (overrides: Partial<QuoteOfLot> = {}): QuoteOfLot => ({
  grade: "Grade 1",
  processing: "Washed",
  quantity: 10,
  quantityUnit: "bags",
  ...overrides,
});

describe("quoteQuantityText", () => {
  it("says 1 bag, 2 bags, 1 container", () => {
    expect(quoteQuantityText(1, "bags")).toBe("1 bag");
    expect(quoteQuantityText(2, "bags")).toBe("2 bags");
    expect(quoteQuantityText(1_200, "bags")).toBe("1,200 bags");
    expect(quoteQuantityText(1, "containers")).toBe("1 container");
    expect(quoteQuantityText(3, "containers")).toBe("3 containers");
  });
});

describe("a lot's quote", () => {
  it("reads the lot's grade as the quote names it, and counts bags", () => {
    expect(lotQuoteGrade({ grade: "G1" })).toBe("Grade 1");
    expect(lotQuoteGrade({ grade: "Top lot" })).toBe("Top lot");
    expect(lotQuoteGrade({ grade: " " })).toBeNull();
    expect(quoteBags(2, "containers")).toBe(640);
    expect(quoteBags(2, "bags")).toBe(2);
    expect(bagsOnOffer(lot)).toBe(96);
    expect(bagsOnOffer({ ...lot, bagsRemaining: null })).toBe(120);
  });

  it("fits the lot: its grade and processing, up to every bag that remains", () => {
    expect(lotQuoteProblems(lot, quote())).toEqual([]);
    expect(lotQuoteProblems(lot, quote({ quantity: 96 }))).toEqual([]);
    // A lot that states no grade leaves the buyer's choice.
    expect(lotQuoteProblems({ ...lot, grade: "" }, quote({ grade: "Grade 3" }))).toEqual([]);
  });

  it("names each field that does not fit the lot", () => {
    expect(
      lotQuoteProblems(lot, quote({ grade: "Grade 2", processing: "Natural", quantity: 97 })),
    ).toEqual([
      { field: "grade", message: "This lot is Grade 1: its quote cannot be for Grade 2" },
      { field: "processing", message: "This lot is Washed: its quote cannot be for Natural" },
      { field: "quantity", message: "97 bags is more than the 96 bags remaining of this lot" },
    ]);
    expect(lotQuoteProblems(lot, quote({ quantity: 1, quantityUnit: "containers" }))).toEqual([
      {
        field: "quantity",
        message: "1 container (320 bags) is more than the 96 bags remaining of this lot",
      },
    ]);
    expect(lotQuoteProblems({ ...lot, bagsRemaining: null }, quote({ quantity: 121 }))).toEqual([
      { field: "quantity", message: "121 bags is more than the 120 bags remaining of this lot" },
    ]);
  });
});
