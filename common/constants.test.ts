// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  availabilityLabel,
  COFFEE_CATEGORY_VALUES,
  isRequestDeletable,
  OFFER_REGIONS,
  varietyGroups,
} from "./constants";

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

describe("varietyGroups", () => {
  it("gives every region an offer can hold at least one group in both collections", () => {
    for (const category of COFFEE_CATEGORY_VALUES) {
      for (const region of OFFER_REGIONS) {
        expect(varietyGroups(category, region), `${category} ${region}`).not.toEqual([]);
      }
    }
  });

  it("shows Nekemt and Benchi Maji as one group called 'Regional'", () => {
    expect(varietyGroups("Speciality", "Nekemt")).toEqual(["Regional"]);
    expect(varietyGroups("Speciality", "Benchi Maji")).toEqual(["Regional"]);
    expect(varietyGroups("Speciality", "Sidamo")).toEqual(["Kebado", "Cetamo", "Bensa"]);
    expect(varietyGroups("Commercial", "Nekemt")).not.toContain("Regional");
    expect(varietyGroups("Speciality", "Kenya")).toEqual([]);
  });
});
