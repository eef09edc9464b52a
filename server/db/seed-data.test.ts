// @vitest-environment node
import { describe, expect, it } from "vitest";
import { listOffers, NO_OFFER_FILTERS } from "../../common/offer-list";
import { offerSchema } from "../../common/schemas/offer";
import { parseOrThrow } from "../../common/testing/schema-assertions";
import { seedOffers } from "./seed-data";

describe("seeded offers", () => {
  it("are lots the admin could have saved, trade terms and farm plots included", () => {
    for (const offer of seedOffers) {
      const saved = parseOrThrow(offerSchema, offer);
      expect(saved.farmPlots, offer.name).toEqual(offer.farmPlots);
      expect(saved, offer.name).toMatchObject({
        bagSizeKg: 60,
        packaging: "60 kg jute with GrainPro",
        cropYear: "2025/26",
      });
      expect(saved.traceabilityBatch, offer.name).toMatch(/^ETH-ECTA-[A-Z]{2}-2526-\d{5}$/);
    }
  });

  it("count 7 available lots of 9, the two sold-out ones apart", () => {
    const records = seedOffers.map((offer, i) => ({
      ...parseOrThrow(offerSchema, offer),
      id: i + 1,
      createdAt: new Date(Date.UTC(2026, 0, 1) - i * 60_000),
    }));
    expect(listOffers(records, NO_OFFER_FILTERS)).toMatchObject({ total: 7, soldOutCount: 2 });
  });
});
