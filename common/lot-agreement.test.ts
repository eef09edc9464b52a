import { describe, expect, it } from "vitest";
import {
  harvestEndMonth,
  isPortWarehouse,
  lotDisagreements,
  type LotFactsToAgree,
} from "./lot-agreement";
import { offerSchema } from "./schemas/offer";
import { buildOffer } from "./testing/factories";

// 6 December 2026: the 2026/27 harvest is being picked.
const TODAY = new Date("2026-12-06T08:00:00Z");

/** A lot whose facts agree: last season's, in stock in an Addis warehouse. */
function lot(overrides: Partial<LotFactsToAgree> = {}): LotFactsToAgree {
  return {
    availability: "in-stock",
    position: "at-origin",
    warehouseLocation: "Addis Ababa (Gelan)",
    harvestDate: "Nov 2025 - Jan 2026",
    cropYear: "2025/26",
    shipmentMonth: "2027-02",
    eta: null,
    moisturePercent: 10.4,
    waterActivity: 0.54,
    densityGramsPerLitre: 782,
    preShipmentFigures: false,
    bagsRemaining: 96,
    ...overrides,
  };
}

/** This season's lot, offered before its harvest ends (January 2027). */
const picking = (overrides: Partial<LotFactsToAgree> = {}) =>
  lot({
    availability: "pre-ship",
    harvestDate: "Nov 2026 - Jan 2027",
    cropYear: "2026/27",
    shipmentMonth: "2027-03",
    preShipmentFigures: true,
    ...overrides,
  });

const disagreements = (facts: LotFactsToAgree, today = TODAY) =>
  lotDisagreements(facts, today).map(({ fields, message }) => [fields, message]);

describe("harvestEndMonth", () => {
  const month = (year: number, month: number) => year * 12 + month - 1;
  it.each([
    ["Nov 2026 - Jan 2027", month(2027, 1)],
    ["Oct - Dec 2026", month(2026, 12)],
    ["December 2025", month(2025, 12)],
    ["Dec 2025 – Feb 2026", month(2026, 2)],
    ["november 2025 to january 2026", month(2026, 1)],
    ["Sept 2026", month(2026, 9)],
    ["2027-01", month(2027, 1)],
    ["Nov - Jan 2026/27", month(2027, 1)],
    ["Oct - Dec 2026/27", month(2026, 12)],
  ])("reads the harvest '%s' as ending in month %i", (text, end) => {
    expect(harvestEndMonth(text)).toBe(end);
  });

  it.each(["", "2025/26 main crop", "Nov - Jan", "this season"])(
    "cannot tell when '%s' ends",
    (text) => expect(harvestEndMonth(text)).toBeNull(),
  );
});

describe("isPortWarehouse", () => {
  it.each(["Djibouti", "Djibouti port (in transit)", "Port of Antwerp", "Hamburg harbour docks"])(
    "'%s' is at a sea port",
    (warehouse) => expect(isPortWarehouse(warehouse)).toBe(true),
  );
  it.each([
    "Addis Ababa (Gelan)",
    "Modjo dry port",
    "Bole airport cargo",
    "Portland",
    "",
    "Antwerp",
  ])("'%s' is not read as one", (warehouse) => expect(isPortWarehouse(warehouse)).toBe(false));
});

describe("lotDisagreements", () => {
  it("finds none in lots whose facts agree", () => {
    expect(disagreements(lot())).toEqual([]);
    expect(disagreements(picking())).toEqual([]);
    expect(
      disagreements(
        lot({
          position: "in-warehouse",
          warehouseLocation: "Antwerp bonded warehouse",
          shipmentMonth: null,
        }),
      ),
    ).toEqual([]);
    expect(
      disagreements(
        lot({
          availability: "sold-out",
          position: "afloat",
          warehouseLocation: "",
          eta: "2027-01-02",
        }),
      ),
    ).toEqual([]);
    // Facts not given are not judged.
    expect(
      disagreements(
        lot({
          availability: "pre-ship",
          position: null,
          harvestDate: "",
          cropYear: null,
          shipmentMonth: null,
          moisturePercent: null,
          waterActivity: null,
          densityGramsPerLitre: null,
          bagsRemaining: null,
        }),
      ),
    ).toEqual([]);
  });

  it("In Stock means in a warehouse now: not afloat, not in a harvest still picked, a warehouse named", () => {
    expect(disagreements(lot({ position: "afloat", shipmentMonth: null }))).toEqual([
      [
        ["availability", "position"],
        "A lot afloat is in no warehouse until it lands, so it is not In Stock",
      ],
    ]);
    expect(disagreements(picking({ availability: "in-stock" }))).toEqual([
      [
        ["availability", "harvestDate"],
        "The harvest runs until January 2027: until then the lot is not In Stock (it can be Pre-Ship)",
      ],
    ]);
    expect(disagreements(lot({ warehouseLocation: "  " }))).toEqual([
      [["availability", "warehouseLocation"], "Name the warehouse an In Stock lot is in"],
    ]);
  });

  it("a lot afloat or landed has shipped, so it is not Pre-Ship", () => {
    expect(disagreements(lot({ availability: "pre-ship", position: "afloat" }))).toEqual([
      [["availability", "position"], "A lot afloat has shipped, so it is not Pre-Ship"],
    ]);
    expect(disagreements(lot({ availability: "pre-ship", position: "in-warehouse" }))).toEqual([
      [
        ["availability", "position"],
        "A lot in warehouse has shipped and landed, so it is not Pre-Ship",
      ],
    ]);
  });

  it("a lot with no bags remaining is sold out", () => {
    expect(disagreements(lot({ bagsRemaining: 0 }))).toEqual([
      [["availability", "bagsRemaining"], "A lot with no bags remaining is Sold Out"],
    ]);
    expect(disagreements(lot({ bagsRemaining: 0, availability: "sold-out" }))).toEqual([]);
  });

  it("a lot at origin is not in a port warehouse, and a harvest still picked is at origin", () => {
    expect(disagreements(lot({ warehouseLocation: "Djibouti port" }))).toEqual([
      [
        ["position", "warehouseLocation"],
        "Djibouti port is a port warehouse: a lot at origin is still in Ethiopia",
      ],
    ]);
    expect(
      disagreements(picking({ availability: "sold-out", position: "afloat", shipmentMonth: null })),
    ).toEqual([
      [
        ["position", "harvestDate"],
        "The harvest runs until January 2027: until then the lot is at origin",
      ],
    ]);
  });

  it("dates agree: the crop year holds the harvest, nothing ships or lands before it ends", () => {
    expect(disagreements(lot({ cropYear: "2026/27" }))).toEqual([
      [
        ["harvestDate", "cropYear"],
        "A harvest that ends in January 2026 is not of crop year 2026/27 (October to September)",
      ],
    ]);
    expect(disagreements(picking({ shipmentMonth: "2026-12" }))).toEqual([
      [
        ["shipmentMonth", "harvestDate"],
        "The harvest runs until January 2027: the lot cannot ship before then",
      ],
    ]);
    expect(
      disagreements(
        lot({
          availability: "sold-out",
          position: "afloat",
          shipmentMonth: null,
          eta: "2025-12-20",
        }),
      ),
    ).toEqual([
      [
        ["eta", "harvestDate"],
        "The harvest runs until January 2026: the lot cannot arrive before then",
      ],
    ]);
  });

  it("a harvest still picked has moisture and density only as marked pre-shipment figures", () => {
    expect(disagreements(picking({ preShipmentFigures: false, waterActivity: null }))).toEqual([
      [
        ["moisturePercent", "densityGramsPerLitre", "preShipmentFigures"],
        "The harvest runs until January 2027: moisture and density measured before then are pre-shipment figures. Mark them so, or leave them blank",
      ],
    ]);
    const blank = { moisturePercent: null, waterActivity: null, densityGramsPerLitre: null };
    expect(disagreements(picking({ preShipmentFigures: false, ...blank }))).toEqual([]);
    // Once the harvest has ended, measured figures need no mark.
    expect(disagreements(picking({ preShipmentFigures: false }), new Date("2027-02-01"))).toEqual(
      [],
    );
    expect(
      disagreements(picking({ preShipmentFigures: false }), new Date("2027-01-31")),
    ).not.toEqual([]);
  });
});

describe("the offer schema", () => {
  it("refuses a lot whose facts disagree, with the message on every field concerned", () => {
    const result = offerSchema.safeParse(
      buildOffer({ availability: "pre-ship", position: "afloat", shipmentMonth: "" }),
    );
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues).toEqual([
      ["availability", "A lot afloat has shipped, so it is not Pre-Ship"],
      ["position", "A lot afloat has shipped, so it is not Pre-Ship"],
    ]);
  });

  it("keeps the pre-shipment mark, off unless given", () => {
    expect(offerSchema.parse(buildOffer()).preShipmentFigures).toBe(false);
    expect(offerSchema.parse(buildOffer({ preShipmentFigures: true })).preShipmentFigures).toBe(
      true,
    );
  });
});
