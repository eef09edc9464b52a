import { describe, expect, it } from "vitest";
import type { OfferInput } from "~common/schemas/offer";
import { QUOTE_REQUEST_DEFAULTS } from "~common/schemas/quote-request";
import { buildOfferRecord } from "~common/testing/offer-record";
import { quoteFormValues } from "./quote-draft";

const offer = (overrides: Partial<OfferInput> = {}) => buildOfferRecord(overrides, { id: 7 });

describe("quoteFormValues", () => {
  it("fills the coffee fields from the offer", () => {
    expect(
      quoteFormValues(
        offer({
          name: "Guji Arsosala",
          region: "Guji",
          grade: "Grade 1",
          processing: "Natural",
          minimumOrderBags: "",
        }),
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

  it("keeps the lot's grade, read as a quote names it, and its own processing", () => {
    const values = quoteFormValues(offer({ grade: "G2", processing: "Anaerobic" }), null);
    expect(values.grade).toBe("Grade 2");
    expect(values.processing).toBe("Anaerobic");
    expect(quoteFormValues(offer({ grade: "Top lot" }), { grade: "Grade 3" }).grade).toBe(
      "Top lot",
    );
    expect(quoteFormValues(offer({ grade: "" }), null).grade).toBe("");
  });

  it("starts at the lot's minimum order, in bags, whatever the draft held", () => {
    const draft = { quantity: 3, quantityUnit: "containers" };
    expect(quoteFormValues(offer({ minimumOrderBags: 10 }), draft)).toMatchObject({
      quantity: 10,
      quantityUnit: "bags",
    });
    // A lot that states no minimum keeps the draft's, else the form's 1 bag.
    expect(quoteFormValues(offer({ minimumOrderBags: "" }), draft)).toMatchObject(draft);
    expect(quoteFormValues(offer({ minimumOrderBags: "" }), null)).toMatchObject({
      quantity: 1,
      quantityUnit: "bags",
    });
  });

  it("restores the draft except the coffee facts the lot states", () => {
    const konga = offer({ name: "Konga", region: "Yirgacheffe", grade: "", minimumOrderBags: "" });
    const values = quoteFormValues(konga, {
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
    const values = quoteFormValues(offer({ grade: "Grade 2", minimumOrderBags: "" }), {
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
