// @vitest-environment node
import { describe, expect, it } from "vitest";
import { messagesFor, parseOrThrow } from "../testing/schema-assertions";
import {
  FARM_PLOTS_MAX_CHARACTERS,
  FARM_PLOTS_MESSAGES,
  farmPlotsField,
  farmPlotsText,
} from "./farm-plots";

const field = farmPlotsField();
const square = [
  [38.24, 6.07],
  [38.25, 6.07],
  [38.25, 6.08],
  [38.24, 6.08],
  [38.24, 6.07],
];

describe("farmPlotsField", () => {
  it("reads nothing, blank text and null as no plots", () => {
    expect(parseOrThrow(field, undefined)).toBeNull();
    expect(parseOrThrow(field, "   ")).toBeNull();
    expect(parseOrThrow(field, null)).toBeNull();
  });

  it("accepts a point, a polygon and a feature collection, as text or as an object", () => {
    expect(parseOrThrow(field, '{"type":"Point","coordinates":[38.2,6.1]}')).toEqual({
      type: "Point",
      coordinates: [38.2, 6.1],
    });
    const collection = {
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          properties: { plot: "CH-0412", area: 1.2, nested: { dropped: true } },
          geometry: { type: "Polygon", coordinates: [square] },
        },
      ],
    };
    const parsed = parseOrThrow(field, collection);
    expect(parsed).toEqual({
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          properties: { plot: "CH-0412", area: 1.2 },
          geometry: { type: "Polygon", coordinates: [square] },
        },
      ],
    });
    // What the admin form shows for stored plots parses back to the same plots.
    expect(parseOrThrow(field, farmPlotsText(parsed))).toEqual(parsed);
  });

  it.each([
    ["text that is not JSON", "{type: Point", FARM_PLOTS_MESSAGES.notJson],
    [
      "a LineString",
      {
        type: "LineString",
        coordinates: [
          [1, 2],
          [3, 4],
        ],
      },
      FARM_PLOTS_MESSAGES.shape,
    ],
    ["a bare number", 42, FARM_PLOTS_MESSAGES.shape],
    [
      "latitude out of range",
      { type: "Point", coordinates: [38.2, 96] },
      FARM_PLOTS_MESSAGES.position,
    ],
    [
      "coordinates as text",
      { type: "Point", coordinates: ["38.2", "6.1"] },
      FARM_PLOTS_MESSAGES.position,
    ],
    [
      "an open ring",
      { type: "Polygon", coordinates: [square.slice(0, 4)] },
      FARM_PLOTS_MESSAGES.ring,
    ],
    ["an empty collection", { type: "FeatureCollection", features: [] }, FARM_PLOTS_MESSAGES.shape],
    [
      "too many features",
      {
        type: "FeatureCollection",
        features: Array.from({ length: 501 }, () => ({
          type: "Feature",
          properties: null,
          geometry: { type: "Point", coordinates: [38, 6] },
        })),
      },
      FARM_PLOTS_MESSAGES.tooMany,
    ],
    [
      "a file that is too large",
      JSON.stringify({
        type: "Point",
        coordinates: [38, 6],
        padding: "x".repeat(FARM_PLOTS_MAX_CHARACTERS),
      }),
      FARM_PLOTS_MESSAGES.tooLarge,
    ],
  ])("refuses %s with one message", (_case, value, message) => {
    expect(messagesFor(field, value)).toEqual([message]);
  });
});
