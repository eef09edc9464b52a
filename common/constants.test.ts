// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  availabilityLabel,
  COMMERCIAL_REGION_VARIETIES,
  GRADE_BY_CATEGORY,
  isRequestDeletable,
  OFFER_FILTER_AVAILABILITY,
  OFFER_FILTER_PROCESSING,
  OFFER_FILTER_REGIONS,
  OFFER_PROCESSING,
  OFFER_REGIONS,
  QUOTE_PROCESSING,
  QUOTE_UNITS,
  SPECIALTY_REGION_VARIETIES,
  TIMINGS,
  varietyGroups,
} from "./constants";

describe("offers filters", () => {
  it("show the spec labels in order", () => {
    expect(OFFER_FILTER_REGIONS.map((c) => c.label)).toEqual([
      "All",
      "Yirgacheffe",
      "Guji",
      "Sidamo",
      "Limu",
    ]);
    expect(OFFER_FILTER_PROCESSING.map((c) => c.label)).toEqual([
      "All",
      "Washed",
      "Natural",
      "Honey",
      "Anaerobic",
    ]);
    expect(OFFER_FILTER_AVAILABILITY.map((c) => c.label)).toEqual([
      "All",
      "In Stock",
      "Pre-Ship",
      "Sold Out",
    ]);
    expect(OFFER_FILTER_AVAILABILITY.map((c) => c.value)).toEqual([
      "all",
      "in-stock",
      "pre-ship",
      "sold-out",
    ]);
  });

  it("filter by values an offer can hold", () => {
    for (const choice of OFFER_FILTER_REGIONS.slice(1))
      expect(OFFER_REGIONS).toContain(choice.value);
    for (const choice of OFFER_FILTER_PROCESSING.slice(1))
      expect(OFFER_PROCESSING).toContain(choice.value);
  });
});

it("labels availability, grey Unknown for anything else", () => {
  expect(availabilityLabel("in-stock")).toBe("In Stock");
  expect(availabilityLabel("pre-ship")).toBe("Pre-Ship");
  expect(availabilityLabel("sold-out")).toBe("Sold Out");
  expect(availabilityLabel("discontinued")).toBe("Unknown");
  expect(availabilityLabel(null)).toBe("Unknown");
});

it("allows deleting only completed or cancelled requests (absent status is pending)", () => {
  expect(isRequestDeletable("completed")).toBe(true);
  expect(isRequestDeletable("cancelled")).toBe(true);
  expect(isRequestDeletable("pending")).toBe(false);
  expect(isRequestDeletable("processing")).toBe(false);
  expect(isRequestDeletable(null)).toBe(false);
});

it("has the quote choices with the exact labels", () => {
  expect(QUOTE_PROCESSING.map((c) => c.label)).toEqual([
    "Natural (Sun-dried)",
    "Washed (Wet Process)",
    "Semi-washed (Honey Process)",
  ]);
  expect(QUOTE_UNITS.map((c) => c.label)).toEqual(["bags (60kg)", "containers (320 bags)"]);
  expect(GRADE_BY_CATEGORY).toEqual({ Speciality: [1, 2], Commercial: [3, 4] });
});

describe("region-to-variety maps", () => {
  it("cover the six regions in both categories", () => {
    expect(Object.keys(SPECIALTY_REGION_VARIETIES).sort()).toEqual([...OFFER_REGIONS].sort());
    expect(Object.keys(COMMERCIAL_REGION_VARIETIES).sort()).toEqual([...OFFER_REGIONS].sort());
    for (const varieties of Object.values(COMMERCIAL_REGION_VARIETIES))
      expect(varieties.length).toBeGreaterThan(0);
  });

  it("holds the spec specialty varieties", () => {
    expect(SPECIALTY_REGION_VARIETIES.Sidamo).toEqual(["Kebado", "Cetamo", "Bensa"]);
    expect(SPECIALTY_REGION_VARIETIES["Jimma/Limmu"]).toEqual([
      "Debakulu",
      "Andracha",
      "Limmu Genet",
    ]);
    expect(SPECIALTY_REGION_VARIETIES.Guji).toHaveLength(10);
    expect(SPECIALTY_REGION_VARIETIES.Yirgacheffe).toHaveLength(12);
  });

  it("shows Nekemt and Benchi Maji as one group called 'Regional'", () => {
    expect(varietyGroups("Speciality", "Nekemt")).toEqual(["Regional"]);
    expect(varietyGroups("Speciality", "Benchi Maji")).toEqual(["Regional"]);
    expect(varietyGroups("Speciality", "Sidamo")).toEqual(["Kebado", "Cetamo", "Bensa"]);
    expect(varietyGroups("Commercial", "Nekemt")).not.toContain("Regional");
    expect(varietyGroups("Speciality", "Kenya")).toEqual([]);
  });
});

it("has the spec timings", () => {
  expect(TIMINGS).toMatchObject({
    toastDefaultMs: 5000,
    toastSuccessMs: 6000,
    toastFailureMs: 8000,
    tooltipDelayMs: 700,
    tooltipSkipDelayMs: 300,
    analyticsRetryMs: 1000,
    menuScrollDelayMs: 100,
    logoutReloadDelayMs: 100,
  });
});
