import { describe, expect, it } from "vitest";
import {
  availableFirst,
  distinctValues,
  groupCollection,
  NO_FILTERS,
  startingMethod,
} from "./collection-groups";
import type { CoffeeOption } from "~common/contract/records";

const option = (
  id: number,
  region: string,
  variety: string | null,
  processingMethod: string,
  grade = 1,
): CoffeeOption => ({
  id,
  region,
  variety,
  processingMethod,
  grade,
});

const catalog = [
  option(1, "Guji", "Hambela", "Washed"),
  option(2, "Guji", "Hambela", "Natural", 2),
  option(3, "Guji", "Uraga", "Washed"),
  option(4, "Nekemt", null, "Natural"),
  option(5, "Yirgacheffe", "Konga", "Natural"),
];

describe("groupCollection", () => {
  it("groups by region then variety in catalog order, naming a variety-less group Regional", () => {
    expect(groupCollection(catalog, NO_FILTERS)).toEqual([
      {
        region: "Guji",
        varieties: [
          { variety: "Hambela", coffees: [catalog[0], catalog[1]] },
          { variety: "Uraga", coffees: [catalog[2]] },
        ],
      },
      { region: "Nekemt", varieties: [{ variety: "Regional", coffees: [catalog[3]] }] },
      { region: "Yirgacheffe", varieties: [{ variety: "Konga", coffees: [catalog[4]] }] },
    ]);
  });

  it("hides regions and varieties with no coffee of the chosen processing method", () => {
    const washed = groupCollection(catalog, { processingMethod: "Washed", region: "all" });
    expect(washed.map((group) => group.region)).toEqual(["Guji"]);
    expect(washed[0]?.varieties.map((group) => group.variety)).toEqual(["Hambela", "Uraga"]);
    expect(washed[0]?.varieties[0]?.coffees).toEqual([catalog[0]]);
  });

  it("keeps only the chosen region", () => {
    expect(
      groupCollection(catalog, { processingMethod: "all", region: "Nekemt" }).map(
        (group) => group.region,
      ),
    ).toEqual(["Nekemt"]);
  });

  it("is empty when nothing matches", () => {
    expect(groupCollection(catalog, { processingMethod: "Washed", region: "Nekemt" })).toEqual([]);
  });
});

describe("distinctValues", () => {
  it("lists each region and method once, in catalog order", () => {
    expect(distinctValues(catalog, "region")).toEqual(["Guji", "Nekemt", "Yirgacheffe"]);
    expect(distinctValues(catalog, "processingMethod")).toEqual(["Washed", "Natural"]);
  });
});

describe("startingMethod", () => {
  const methods = ["Washed", "Natural"] as const;
  it("keeps the page's default when the variety has it", () => {
    expect(startingMethod("Washed", methods, new Set(["Washed", "Natural"]))).toBe("Washed");
  });
  it("opens on a method the variety has when it lacks the default", () => {
    expect(startingMethod("Washed", methods, new Set(["Natural"]))).toBe("Natural");
  });
});

describe("availableFirst", () => {
  it("puts a method without coffee after the ones that have some", () => {
    expect(availableFirst(["Washed", "Natural"], new Set(["Natural"]))).toEqual([
      "Natural",
      "Washed",
    ]);
    expect(availableFirst(["Washed", "Natural"], new Set(["Washed", "Natural"]))).toEqual([
      "Washed",
      "Natural",
    ]);
  });
});
