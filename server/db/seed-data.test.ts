// @vitest-environment node
import { describe, expect, it } from "vitest";
import { lotDisagreements } from "../../common/lot-agreement";
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
  const today = new Date("2026-12-01T09:00:00Z");

  it("are lots the admin could have saved, trade terms and farm plots included", () => {
    for (const offer of seedOffers(today)) {
      const saved = parseOrThrow(offerSchema, offer);
      expect(saved.farmPlots, offer.name).toEqual(offer.farmPlots);
      expect(saved, offer.name).toMatchObject({
        bagSizeKg: 60,
        packaging: "60 kg jute with GrainPro",
      });
      expect(saved.cropYear, offer.name).toMatch(/^(2026\/27|2025\/26)$/);
      const [first, second] = saved.cropYear!.split("/");
      expect(saved.traceabilityBatch, offer.name).toBe(
        `ETH-ECTA-${saved.traceabilityBatch!.slice(9, 11)}-${first!.slice(2)}${second}-${saved.traceabilityBatch!.slice(-5)}`,
      );
      expect(saved.certNo, offer.name).toMatch(new RegExp(`^ECX-[A-Z]{2}-20${second}-\\d{4}$`));
    }
  });

  it("are dated from the day they are seeded: this season ships ahead, last season's is in stock or afloat", () => {
    for (const day of ["2026-12-01", "2027-01-20", "2027-06-15", "2027-10-05"]) {
      const seeded = new Date(`${day}T09:00:00Z`);
      const month = day.slice(0, 7);
      for (const offer of seedOffers(seeded)) {
        if (offer.shipmentMonth) expect(offer.shipmentMonth > month, offer.name).toBe(true);
        if (offer.eta) expect(offer.eta > day, offer.name).toBe(true);
        // The harvest ends in the crop year's second year, or its first for an Oct-Dec pick.
        const [first, second] = offer.cropYear!.split("/");
        const endsInFirstYear = /(Oct|Nov|Dec) \d{4}$/.test(offer.harvestDate!);
        expect(offer.harvestDate!.slice(-4), offer.name).toBe(
          endsInFirstYear ? first : `20${second}`,
        );
      }
    }
    const december = seedOffers(today);
    const chelchele = december.find((offer) => offer.name.includes("Chelchele"))!;
    expect(chelchele).toMatchObject({
      cropYear: "2026/27",
      harvestDate: "Nov 2026 - Jan 2027",
      shipmentMonth: "2027-03",
      certNo: "ECX-YC-2027-0142",
    });
    const afloat = december.find((offer) => offer.position === "afloat")!;
    expect(afloat).toMatchObject({
      cropYear: "2025/26",
      eta: "2026-12-25",
      availability: "sold-out",
    });
    expect(
      seedOffers(new Date("2027-06-15T00:00:00Z")).find((o) => o.name.includes("Chelchele")),
    ).toMatchObject({ cropYear: "2026/27", shipmentMonth: "2027-09" });
  });

  it("tell one story on any day they are seeded: availability, position, warehouse, dates, figures", () => {
    for (const day of ["2026-10-01", "2026-12-01", "2027-01-20", "2027-02-01", "2027-06-15"]) {
      const seeded = new Date(`${day}T09:00:00Z`);
      const lots = seedOffers(seeded).map((offer) => parseOrThrow(offerSchema, offer));
      for (const lot of lots)
        expect(lotDisagreements(lot, seeded), `${lot.name} on ${day}`).toEqual([]);
      const availability = (lot: (typeof lots)[number]) => `${lot.availability} ${lot.position}`;
      expect(new Set(lots.map(availability))).toEqual(
        new Set([
          "pre-ship at-origin",
          "in-stock at-origin",
          "in-stock in-warehouse",
          "sold-out at-origin",
          "sold-out afloat",
        ]),
      );
    }
    // In December this season's harvest is still being picked: its lots' figures are marked.
    const harvesting = seedOffers(today).filter((offer) => offer.cropYear === "2026/27");
    expect(harvesting.length).toBeGreaterThan(0);
    for (const lot of harvesting) {
      expect(lot.availability, lot.name).not.toBe("in-stock");
      if (lot.moisturePercent != null) expect(lot.preShipmentFigures, lot.name).toBe(true);
    }
  });

  it("list 9 lots, 7 of them available, the two sold-out ones last", () => {
    const records = seedOffers(today).map((offer, i) => ({
      ...parseOrThrow(offerSchema, offer),
      id: i + 1,
      createdAt: new Date(Date.UTC(2026, 0, 1) - i * 60_000),
    }));
    const { shown, availableShown, availableTotal } = listOffers(records, NO_OFFER_FILTERS);
    expect([shown.length, availableShown, availableTotal]).toEqual([9, 7, 7]);
    expect(shown.slice(7).map((lot) => lot.availability)).toEqual(["sold-out", "sold-out"]);
  });
});
