import { describe, expect, it } from "vitest";
import type { Offer } from "./contract/records";
import { farmPlotsText, lotFactGroups } from "./lot-facts";
import { buildOfferRecord } from "./testing/offer-record";

function factsOf(lot: Offer): Record<string, string> {
  return Object.fromEntries(lotFactGroups(lot).flatMap((group) => group.facts));
}

describe("lotFactGroups", () => {
  it("gives every trade term with its unit", () => {
    const facts = factsOf(
      buildOfferRecord({
        grade: "Grade 1",
        cupScore: 88.5,
        pricePerLbs: 6.3,
        priceBasis: "fob-djibouti",
        moisturePercent: 10.4,
        waterActivity: 0.54,
        densityGramsPerLitre: 782,
        defectsPer350g: 2,
        bagSizeKg: 60,
        lotSize: 120,
        bagsRemaining: 96,
        minimumOrderBags: 1,
        certifications: ["organic"],
        otherCertifications: "Bird Friendly",
      }),
    );
    expect(facts).toMatchObject({
      "Cup score": "88.5 points",
      Category: "Specialty",
      Price: "$6.30/lb ($13.89/kg) FOB Djibouti",
      Moisture: "10.4 %",
      "Water activity": "0.54 aw",
      Density: "782 g/L",
      Defects: "2 per 350 g",
      "Bag size": "60 kg",
      "Lot size": "120 bags",
      "Bags remaining": "96 bags",
      "Minimum order": "1 bag",
      Certifications: "Organic, Bird Friendly",
    });
  });

  it("leaves out what the lot does not have, and a group with nothing in it", () => {
    const groups = lotFactGroups(
      buildOfferRecord({ moisturePercent: null, traceabilityBatch: null, farmPlots: null }),
    );
    expect(groups.map((group) => group.title)).not.toContain("Traceability (EUDR)");
    expect(groups.flatMap((group) => group.facts).map(([label]) => label)).not.toContain(
      "Moisture",
    );
  });

  it("writes the altitude from the range, and marks figures of a pre-shipment sample", () => {
    const facts = factsOf(
      buildOfferRecord({
        altitudeMinM: 1950,
        altitudeMaxM: 2150,
        moisturePercent: 10.4,
        waterActivity: 0.54,
        densityGramsPerLitre: 782,
        preShipmentFigures: true,
      }),
    );
    expect(facts).toMatchObject({
      Altitude: "1,950-2,150 m",
      Moisture: "10.4 % (pre-shipment)",
      "Water activity": "0.54 aw (pre-shipment)",
      Density: "782 g/L (pre-shipment)",
    });
  });
});

describe("farmPlotsText", () => {
  it("names each plot with where it starts, in degrees north and east", () => {
    expect(
      farmPlotsText({
        type: "FeatureCollection",
        features: [
          {
            type: "Feature",
            properties: { plot: "CH-0412" },
            geometry: { type: "Point", coordinates: [38.2461, 6.0787] },
          },
        ],
      }),
    ).toBe("1 plot: CH-0412 (6.0787°\u00a0N, 38.2461°\u00a0E)");
  });
});
