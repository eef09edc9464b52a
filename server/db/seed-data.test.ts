// @vitest-environment node
import { describe, expect, it } from "vitest";
import { listOffers, NO_OFFER_FILTERS } from "../../common/offer-list";
import { offerSchema } from "../../common/schemas/offer";
import { parseOrThrow } from "../../common/testing/schema-assertions";
import { seedNews, seedOffers } from "./seed-data";

const daysBetween = (from: string, to: string) =>
  (Date.parse(to) - Date.parse(from)) / (24 * 60 * 60 * 1000);

describe("seedNews", () => {
  it("dates a fresh install's news from the day it is seeded", () => {
    const today = "2027-03-10";
    const news = seedNews(new Date(`${today}T15:00:00Z`));
    const featured = news.filter((item) => item.featured);
    expect(featured).toHaveLength(1);
    expect(daysBetween(featured[0]!.date, today)).toBeGreaterThan(0);
    expect(daysBetween(featured[0]!.date, today)).toBeLessThanOrEqual(14);
    expect(featured[0]!.title).toMatch(/^2026\/27 harvest/);

    const events = news.filter((item) => item.type === "event");
    const tradeShow = events.find((item) => item.title.startsWith("Meet us at"));
    expect(tradeShow!.date > today).toBe(true);
    expect(events.some((item) => item.date < today)).toBe(true);
  });

  it("announces the coming December trip, next year's once this year's has begun", () => {
    const trip = (today: string) =>
      seedNews(new Date(`${today}T12:00:00Z`)).find((item) => item.category === "Origin Trip")!
        .date;
    expect(trip("2026-11-23")).toBe("2026-12-08");
    expect(trip("2026-12-08")).toBe("2027-12-08");
    expect(trip("2026-12-20")).toBe("2027-12-08");
  });
});

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
