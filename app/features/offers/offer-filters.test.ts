import { describe, expect, it } from "vitest";
import { FILTER_ALL } from "../../../common/constants";
import { offerSchema, type OfferInput } from "../../../common/schemas/offer";
import { buildOffer } from "../../../common/testing/factories";
import {
  hasActiveFilters,
  matchesOfferFilters,
  NO_OFFER_FILTERS,
  OFFER_FILTER_CHOICES,
  offerFiltersToParams,
  readOfferFilters,
  type OfferChoiceFilter,
  type OfferFilters,
} from "./offer-filters";
import type { Offer } from "../../../common/contract/records";

function offer(overrides: Partial<OfferInput> = {}): Offer {
  return {
    ...offerSchema.parse(buildOffer(overrides)),
    id: 1,
    createdAt: "2026-01-10T00:00:00.000Z",
    updatedAt: "2026-01-10T00:00:00.000Z",
  };
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
      q: "guji",
      region: "Guji",
      processing: "Natural",
      availability: "in-stock",
    });
  });

  it("accepts a choice by label or value in any case, and ignores unknown values", () => {
    expect(readOfferFilters(new URLSearchParams("region=limu")).region).toBe("Jimma/Limmu");
    expect(readOfferFilters(new URLSearchParams("region=Jimma%2FLimmu")).region).toBe(
      "Jimma/Limmu",
    );
    expect(readOfferFilters(new URLSearchParams("availability=Sold%20Out")).availability).toBe(
      "sold-out",
    );
    expect(readOfferFilters(new URLSearchParams("processing=Robusta&region=")).processing).toBe(
      "all",
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
  });
});

describe("matchesOfferFilters", () => {
  const lot = offer({
    name: "Limu Debakulu Washed",
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

  it("matches the Limu choice against the stored region by a normalised contains", () => {
    expect(matchesOfferFilters(lot, filters({ region: "Jimma/Limmu" }))).toBe(true);
    expect(
      matchesOfferFilters(
        offer({ region: "Jimma/Limmu" }),
        filters({ region: readOfferFilters(new URLSearchParams("region=Limu")).region }),
      ),
    ).toBe(true);
    expect(matchesOfferFilters(lot, filters({ region: "Guji" }))).toBe(false);
  });

  it("keeps, for every dropdown choice, the offers that hold it and no other", () => {
    // offer() parses with the admin's offer schema, so a choice no offer can hold fails here.
    for (const filter of Object.keys(OFFER_FILTER_CHOICES) as OfferChoiceFilter[]) {
      const choices = OFFER_FILTER_CHOICES[filter].filter((choice) => choice.value !== FILTER_ALL);
      for (const choice of choices) {
        const chosen = readOfferFilters(new URLSearchParams({ [filter]: choice.label }));
        expect(chosen[filter], `${filter}=${choice.label}`).toBe(choice.value);
        for (const other of choices) {
          expect(
            matchesOfferFilters(offer({ [filter]: other.value }), chosen),
            `${filter}: ${choice.label} shows an offer of ${other.value}`,
          ).toBe(other === choice);
        }
      }
    }
  });

  it("filters by processing and availability", () => {
    expect(
      matchesOfferFilters(lot, filters({ processing: "Washed", availability: "in-stock" })),
    ).toBe(true);
    expect(matchesOfferFilters(lot, filters({ processing: "Natural" }))).toBe(false);
    expect(matchesOfferFilters(lot, filters({ availability: "sold-out" }))).toBe(false);
  });
});
