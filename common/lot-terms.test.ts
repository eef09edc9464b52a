import { describe, expect, it } from "vitest";
import { categoryOfGrade } from "./constants";
import { altitudeText, lotPrice, offerCategory, positionText, pricePerKilogram } from "./lot-terms";

describe("lotPrice", () => {
  it("gives the price per lb and per kg with its basis", () => {
    expect(lotPrice(6.3, "fob-djibouti", "Addis Ababa (Gelan)")).toEqual({
      perLb: "$6.30/lb",
      perKg: "$13.89/kg",
      basis: "FOB Djibouti",
    });
    expect(lotPrice(6.3, "ex-warehouse", " Antwerp ")?.basis).toBe("ex-warehouse Antwerp");
    expect(lotPrice(6.3, null, "Antwerp")?.basis).toBe("");
    expect(lotPrice(0, "fob-djibouti", "")).toBeNull();
  });

  it("converts with the exact pound (0.45359237 kg)", () => {
    expect(pricePerKilogram(1)).toBeCloseTo(2.20462262, 8);
  });
});

describe("grade and category", () => {
  it.each([
    ["Grade 1", "Speciality"],
    ["G2", "Speciality"],
    ["grade 3", "Commercial"],
    ["4", "Commercial"],
    ["Grade 5", null],
    ["", null],
    ["Top lot", null],
  ])("%j is %s", (grade, category) => {
    expect(categoryOfGrade(grade)).toBe(category);
  });

  it("names the category as a visitor reads it", () => {
    expect(offerCategory({ grade: "Grade 1" })).toBe("Specialty");
    expect(offerCategory({ grade: "Grade 4" })).toBe("Commercial");
    expect(offerCategory({ grade: "" })).toBe("");
  });
});

describe("positionText and altitudeText", () => {
  it("says where the lot is and when it moves", () => {
    expect(positionText({ position: "at-origin", shipmentMonth: "2026-03", eta: null })).toBe(
      "At origin, ships March 2026",
    );
    expect(positionText({ position: "afloat", shipmentMonth: null, eta: "2026-02-18" })).toBe(
      "Afloat, ETA 18 Feb 2026",
    );
    expect(positionText({ position: "in-warehouse", shipmentMonth: null, eta: null })).toBe(
      "In warehouse",
    );
    expect(positionText({ position: null, shipmentMonth: null, eta: null })).toBe("");
  });

  it("writes the altitude from the range in metres, its one source", () => {
    expect(altitudeText({ altitudeMinM: 1950, altitudeMaxM: 2150 })).toBe("1,950-2,150 m");
    expect(altitudeText({ altitudeMinM: 2000, altitudeMaxM: 2000 })).toBe("2,000 m");
    expect(altitudeText({ altitudeMinM: 1800, altitudeMaxM: null })).toBe("1,800 m");
    expect(altitudeText({ altitudeMinM: null, altitudeMaxM: 2250 })).toBe("2,250 m");
    expect(altitudeText({ altitudeMinM: null, altitudeMaxM: null })).toBe("");
  });
});
