import { describe, expect, it } from "vitest";
import type { OfferInput } from "~common/schemas/offer";
import { buildOfferRecord } from "~common/testing/offer-record";
import { offerSampleCoffee } from "./sample-coffee";

const offer = (overrides: Partial<OfferInput>) => buildOfferRecord(overrides, { id: 4 });

describe("offerSampleCoffee", () => {
  it("takes region, variety, processing, grade and category from the lot", () => {
    expect(
      offerSampleCoffee(
        offer({
          name: "Yirgacheffe Chelchele Grade 1 Washed",
          region: "Yirgacheffe",
          variety: "Kurume",
          processing: "Washed",
          grade: "Grade 1",
        }),
      ),
    ).toEqual({
      name: "Yirgacheffe Chelchele Grade 1 Washed",
      offerId: 4,
      coffeeCategory: "Speciality",
      coffeeRegion: "Yirgacheffe",
      coffeeVariety: "Kurume",
      coffeeProcessing: "Washed",
      coffeeGrade: "Grade 1",
    });
    expect(offerSampleCoffee(offer({ grade: "G3" }))).toMatchObject({
      coffeeCategory: "Commercial",
      coffeeGrade: "Grade 3",
    });
  });

  it("falls back to the spec's single-sample defaults only where the lot has no value", () => {
    expect(offerSampleCoffee(offer({ grade: "" }))).toMatchObject({
      coffeeCategory: "Commercial",
      coffeeGrade: "Grade 1",
    });
    expect(offerSampleCoffee(offer({ grade: "Top lot" }))).toMatchObject({
      coffeeCategory: "Commercial",
      coffeeGrade: "Top lot",
    });
  });
});
