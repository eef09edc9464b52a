import { describe, expect, it } from "vitest";
import type { OfferInput } from "../../../common/schemas/offer";
import { QUOTE_REQUEST_DEFAULTS } from "../../../common/schemas/quote-request";
import { buildOfferRecord } from "../../../common/testing/offer-record";
import { quoteFormValues, quoteProcessingChoices } from "./quote-draft";

const offer = (overrides: Partial<OfferInput> = {}) => buildOfferRecord(overrides, { id: 7 });

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
