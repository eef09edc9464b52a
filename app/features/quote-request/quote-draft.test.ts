import { describe, expect, it } from "vitest";
import { offerSchema, type OfferInput } from "../../../common/schemas/offer";
import { QUOTE_REQUEST_DEFAULTS } from "../../../common/schemas/quote-request";
import { buildOffer } from "../../../common/testing/factories";
import { quoteFormValues, quoteProcessingChoices } from "./quote-draft";
import type { Offer } from "../../../common/contract/records";

function offer(overrides: Partial<OfferInput> = {}): Offer {
  return {
    ...offerSchema.parse(buildOffer(overrides)),
    id: 7,
    createdAt: "2026-01-10T00:00:00.000Z",
    updatedAt: "2026-01-10T00:00:00.000Z",
  };
}

describe("quoteFormValues", () => {
  it("fills the coffee fields from the offer", () => {
    expect(
      quoteFormValues(
        offer({ name: "Guji Arsosala", region: "Guji", grade: "Grade 1", processing: "Natural" }),
        null,
      ),
    ).toEqual({
      ...QUOTE_REQUEST_DEFAULTS,
      coffeeName: "Guji Arsosala",
      region: "Guji, Ethiopia",
      grade: "Grade 1",
      processing: "Natural",
      offerId: 7,
    });
  });

  it("reads the lot's grade as a quote choice and keeps its own processing", () => {
    const values = quoteFormValues(offer({ grade: "G2", processing: "Anaerobic" }), null);
    expect(values.grade).toBe("Grade 2");
    expect(values.processing).toBe("Anaerobic");
    expect(quoteProcessingChoices(offer({ processing: "Anaerobic" })).at(-1)).toEqual({
      value: "Anaerobic",
      label: "Anaerobic",
    });
    expect(quoteProcessingChoices(offer({ processing: "Washed" }))).toHaveLength(3);
    expect(quoteFormValues(offer({ grade: "" }), null).grade).toBe("");
  });

  it("restores the draft except the coffee facts the lot states", () => {
    const values = quoteFormValues(offer({ name: "Konga", region: "Yirgacheffe", grade: "" }), {
      grade: "Grade 3",
      firstName: "Abebe",
      email: "abebe@example.com",
      quantity: "12",
      quantityUnit: "containers",
      processing: "Honey",
      coffeeName: "Another lot",
      region: "Guji, Ethiopia",
      offerId: 99,
      website: "spam",
    });
    expect(values).toMatchObject({
      firstName: "Abebe",
      email: "abebe@example.com",
      quantity: "12",
      quantityUnit: "containers",
      processing: "Natural",
      grade: "Grade 3",
      coffeeName: "Konga",
      region: "Yirgacheffe, Ethiopia",
      offerId: 7,
      website: "",
    });
  });

  it("ignores corrupt draft values and blanks", () => {
    const values = quoteFormValues(offer({ grade: "Grade 2" }), {
      firstName: { nested: true },
      lastName: 42,
      grade: "",
      quantityUnit: "pallets",
      quantity: Number.NaN,
    });
    expect(values).toMatchObject({
      firstName: "",
      lastName: "",
      grade: "Grade 2",
      quantityUnit: "bags",
      quantity: 1,
    });
  });
});
