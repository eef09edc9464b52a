import { describe, expect, it } from "vitest";
import {
  AVAILABILITY_LABELS,
  CERTIFICATION_LABELS,
  FILTER_ALL,
  LOT_POSITION_LABELS,
  OFFER_PROCESSING,
  OFFER_REGIONS,
} from "./constants";
import type { Offer } from "./contract/records";
import {
  hasActiveFilters,
  isUnknownRegion,
  listOffers,
  matchesOfferFilters,
  NO_OFFER_FILTERS,
  OFFER_FILTER_CHOICES,
  offerFiltersToParams,
  readOfferFilters,
  sortOffers,
  type OfferFilters,
} from "./offer-list";
import type { OfferInput } from "./schemas/offer";
import { buildOfferRecord } from "./testing/offer-record";

function offer(overrides: Partial<OfferInput> = {}, id = 1, createdAt = "2026-01-10"): Offer {
  return buildOfferRecord(overrides, { id, createdAt });
}

function filters(changes: Partial<OfferFilters>): OfferFilters {
  return { ...NO_OFFER_FILTERS, ...changes };
}

describe("readOfferFilters", () => {
  it("reads every filter from the query and defaults to All", () => {
    expect(readOfferFilters(new URLSearchParams())).toEqual(NO_OFFER_FILTERS);
    expect(
      readOfferFilters(
        new URLSearchParams("q=guji&region=Guji&processing=Natural&availability=in-stock"),
      ),
    ).toEqual({
      ...NO_OFFER_FILTERS,
      q: "guji",
      region: "Guji",
      processing: "Natural",
      availability: "in-stock",
    });
    expect(
      readOfferFilters(
        new URLSearchParams("certification=Fair%20Trade&position=afloat&sort=cup-score"),
      ),
    ).toMatchObject({ certification: "fair-trade", position: "afloat", sort: "cup-score" });
    expect(readOfferFilters(new URLSearchParams("sort=random")).sort).toBe("newest");
  });

  it("accepts a choice by label or value in any case, and ignores unknown values but a region's", () => {
    expect(readOfferFilters(new URLSearchParams("region=limmu")).region).toBe("Jimma/Limmu");
    expect(readOfferFilters(new URLSearchParams("region=Jimma%2FLimmu")).region).toBe(
      "Jimma/Limmu",
    );
    expect(readOfferFilters(new URLSearchParams("availability=Sold%20Out")).availability).toBe(
      "sold-out",
    );
    expect(readOfferFilters(new URLSearchParams("processing=Robusta&region=")).processing).toBe(
      "all",
    );
    expect(readOfferFilters(new URLSearchParams("region=")).region).toBe("all");
  });

  it("keeps a region that names none of the lots' as written, so that it lists no lot", () => {
    const atlantis = readOfferFilters(new URLSearchParams("region=Atlantis"));
    expect(atlantis.region).toBe("Atlantis");
    expect(isUnknownRegion(atlantis)).toBe(true);
    expect(isUnknownRegion(NO_OFFER_FILTERS)).toBe(false);
    expect(offerFiltersToParams(atlantis).toString()).toBe("region=Atlantis");
    expect(hasActiveFilters(atlantis)).toBe(true);
    expect(readOfferFilters(new URLSearchParams(`region=${"x".repeat(500)}`)).region).toHaveLength(
      200,
    );
  });
});

describe("offerFiltersToParams", () => {
  it("leaves out All and an empty search, and round-trips", () => {
    expect(offerFiltersToParams(NO_OFFER_FILTERS).toString()).toBe("");
    const chosen = filters({ q: "Konga", region: "Jimma/Limmu", availability: "pre-ship" });
    const params = offerFiltersToParams(chosen);
    expect(params.toString()).toBe("q=Konga&region=Jimma%2FLimmu&availability=pre-ship");
    expect(readOfferFilters(params)).toEqual(chosen);
    expect(hasActiveFilters(chosen)).toBe(true);
    expect(hasActiveFilters(filters({ q: "   " }))).toBe(false);
    expect(hasActiveFilters(filters({ sort: "price" }))).toBe(false);
    expect(offerFiltersToParams(filters({ sort: "price", position: "afloat" })).toString()).toBe(
      "position=afloat&sort=price",
    );
  });
});

describe("matchesOfferFilters", () => {
  const lot = offer({
    name: "Limmu Debakulu Washed",
    region: "Jimma/Limmu",
    producer: "Debakulu cooperative",
    processing: "Washed",
  });

  it("searches name, region and producer, ignoring case", () => {
    expect(matchesOfferFilters(lot, filters({ q: "debakulu WASHED" }))).toBe(true);
    expect(matchesOfferFilters(lot, filters({ q: "jimma" }))).toBe(true);
    expect(matchesOfferFilters(lot, filters({ q: "COOPERATIVE" }))).toBe(true);
    expect(matchesOfferFilters(lot, filters({ q: "  debakulu  " }))).toBe(true);
    expect(matchesOfferFilters(lot, filters({ q: "Guji" }))).toBe(false);
  });

  it("does not search the other text fields", () => {
    expect(matchesOfferFilters(lot, filters({ q: lot.description.slice(0, 12) }))).toBe(false);
  });

  it("matches the Limmu choice against the stored region, and an unknown region against none", () => {
    expect(matchesOfferFilters(lot, filters({ region: "Jimma/Limmu" }))).toBe(true);
    expect(
      matchesOfferFilters(
        offer({ region: "Jimma/Limmu" }),
        filters({ region: readOfferFilters(new URLSearchParams("region=Limmu")).region }),
      ),
    ).toBe(true);
    expect(matchesOfferFilters(lot, filters({ region: "Guji" }))).toBe(false);
    for (const region of ["Atlantis", "Jimma", "Limu"]) {
      const unknown = readOfferFilters(new URLSearchParams({ region }));
      expect(matchesOfferFilters(lot, unknown), region).toBe(false);
    }
  });

  it("keeps, for every dropdown choice, the offers that hold it and no other", () => {
    // offer() parses with the admin's offer schema, so a choice no offer can hold fails here.
    for (const filter of ["region", "processing", "availability", "position"] as const) {
      const choices = OFFER_FILTER_CHOICES[filter].filter((choice) => choice.value !== FILTER_ALL);
      for (const choice of choices) {
        const chosen = readOfferFilters(new URLSearchParams({ [filter]: choice.label }));
        expect(chosen[filter], `${filter}=${choice.label}`).toBe(choice.value);
        for (const other of choices) {
          // A lot afloat is in no warehouse, so not In Stock (common/lot-agreement.ts).
          const sold = filter === "position" ? { availability: "sold-out" } : {};
          expect(
            matchesOfferFilters(offer({ [filter]: other.value, ...sold }), chosen),
            `${filter}: ${choice.label} shows an offer of ${other.value}`,
          ).toBe(other === choice);
        }
      }
    }
  });

  it("offers, after All, the labels a lot's badges and sheet read, for stored values only", () => {
    const offered = (filter: keyof typeof OFFER_FILTER_CHOICES) =>
      OFFER_FILTER_CHOICES[filter].filter((choice) => choice.value !== FILTER_ALL);
    for (const [filter, labels] of [
      ["availability", AVAILABILITY_LABELS],
      ["certification", CERTIFICATION_LABELS],
      ["position", LOT_POSITION_LABELS],
    ] as const) {
      expect(OFFER_FILTER_CHOICES[filter][0], filter).toEqual({ value: FILTER_ALL, label: "All" });
      expect(Object.fromEntries(offered(filter).map((c) => [c.value, c.label])), filter).toEqual(
        labels,
      );
    }
    // Every region a lot can have (the admin form's six), each once.
    expect(
      offered("region")
        .map((choice) => choice.value)
        .sort(),
    ).toEqual([...OFFER_REGIONS].sort());
    expect(offered("region").map((choice) => choice.label)).toEqual([
      "Yirgacheffe",
      "Guji",
      "Sidamo",
      "Limmu",
      "Nekemt",
      "Benchi Maji",
    ]);
    expect(
      offered("processing")
        .map((choice) => choice.value)
        .sort(),
    ).toEqual([...OFFER_PROCESSING].sort());
  });

  it("filters by processing and availability", () => {
    expect(
      matchesOfferFilters(lot, filters({ processing: "Washed", availability: "in-stock" })),
    ).toBe(true);
    expect(matchesOfferFilters(lot, filters({ processing: "Natural" }))).toBe(false);
    expect(matchesOfferFilters(lot, filters({ availability: "sold-out" }))).toBe(false);
  });

  it("filters by certification", () => {
    const organic = offer({ certifications: ["organic", "fair-trade"] });
    expect(matchesOfferFilters(organic, filters({ certification: "fair-trade" }))).toBe(true);
    expect(matchesOfferFilters(organic, filters({ certification: "rainforest-alliance" }))).toBe(
      false,
    );
    expect(OFFER_FILTER_CHOICES.certification.map((choice) => choice.label)).toEqual([
      "All",
      "Organic",
      "Fair Trade",
      "Rainforest Alliance",
    ]);
  });
});

describe("sortOffers", () => {
  const old = offer({ name: "Old", cupScore: 90, pricePerLbs: 0, lotSize: 100 }, 1, "2026-01-01");
  const cheap = offer(
    { name: "Cheap", cupScore: 84, pricePerLbs: 3.2, lotSize: 640 },
    2,
    "2026-01-02",
  );
  const dear = offer(
    { name: "Dear", cupScore: 88, pricePerLbs: 7.4, lotSize: 320 },
    3,
    "2026-01-03",
  );
  const names = (sort: string) => sortOffers([old, cheap, dear], sort).map((o) => o.name);

  it("orders by newest, cup score, price (on request last) and lot size", () => {
    expect(names("newest")).toEqual(["Dear", "Cheap", "Old"]);
    expect(names("cup-score")).toEqual(["Old", "Dear", "Cheap"]);
    expect(names("price")).toEqual(["Cheap", "Dear", "Old"]);
    expect(names("lot-size")).toEqual(["Cheap", "Dear", "Old"]);
  });
});

describe("listOffers", () => {
  const lots = [
    offer({ name: "A", availability: "in-stock", region: "Guji" }, 1, "2026-01-01"),
    offer({ name: "Sold new", availability: "sold-out", region: "Guji" }, 2, "2026-01-05"),
    offer({ name: "B", availability: "pre-ship", region: "Sidamo" }, 3, "2026-01-02"),
    offer({ name: "Sold old", availability: "sold-out", region: "Sidamo" }, 4, "2026-01-03"),
  ];
  const names = (changes: Partial<OfferFilters>) =>
    listOffers(lots, filters(changes)).shown.map((o) => o.name);

  it("lists every lot under All, the sold-out ones after the others, each part in the order", () => {
    expect(names({})).toEqual(["B", "A", "Sold new", "Sold old"]);
    expect(names({ sort: "newest", q: "sold" })).toEqual(["Sold new", "Sold old"]);
    expect(names({ region: "Sidamo" })).toEqual(["B", "Sold old"]);
  });

  it("lists the lots of the availability asked for, the sold-out ones under Sold Out", () => {
    expect(names({ availability: "in-stock" })).toEqual(["A"]);
    expect(names({ availability: "pre-ship" })).toEqual(["B"]);
    expect(names({ availability: "sold-out" })).toEqual(["Sold new", "Sold old"]);
  });

  it("counts the available lots shown (X) of every available lot (Y)", () => {
    const counts = (changes: Partial<OfferFilters>) => {
      const { availableShown, availableTotal } = listOffers(lots, filters(changes));
      return [availableShown, availableTotal];
    };
    expect(counts({})).toEqual([2, 2]);
    expect(counts({ region: "Guji" })).toEqual([1, 2]);
    expect(counts({ availability: "pre-ship" })).toEqual([1, 2]);
    expect(counts({ availability: "sold-out" })).toEqual([0, 2]);
  });

  it("lists no lot, and counts none, for a region that names none", () => {
    const atlantis = listOffers(lots, readOfferFilters(new URLSearchParams("region=Atlantis")));
    expect(atlantis).toEqual({ shown: [], availableShown: 0, availableTotal: 2 });
  });
});
