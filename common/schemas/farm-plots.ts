// The farm plots of a lot for the EU deforestation regulation (EUDR): where the coffee grew, as
// GeoJSON points (small plots) or polygons, in WGS 84 longitude/latitude. The admin pastes the
// GeoJSON or reads a .geojson file in the browser; both sides check it with `farmPlotsField`.
import { z } from "../zod";

/** Fits in one request body (BODY_LIMIT_BYTES is 64 KiB) beside the rest of the offer. */
export const FARM_PLOTS_MAX_CHARACTERS = 50_000;
/** More than a cooperative's plots in one lot would need a file of its own. */
export const FARM_PLOTS_MAX_FEATURES = 500;

export const FARM_PLOTS_MESSAGES = {
  notJson: "Farm plots must be GeoJSON text (a .geojson file)",
  tooLarge: `Farm plots must be at most ${FARM_PLOTS_MAX_CHARACTERS.toLocaleString("en-US")} characters of GeoJSON`,
  shape:
    "Farm plots must be a GeoJSON Point, MultiPoint, Polygon, MultiPolygon, Feature or FeatureCollection",
  position: "Farm plot coordinates must be [longitude, latitude] in degrees",
  ring: "Each farm plot polygon must close: at least 4 positions, the last equal to the first",
  tooMany: `Farm plots can hold at most ${FARM_PLOTS_MAX_FEATURES} features`,
} as const;

type Position = [number, number] | [number, number, number];
export type PlotGeometry =
  | { type: "Point"; coordinates: Position }
  | { type: "MultiPoint"; coordinates: Position[] }
  | { type: "Polygon"; coordinates: Position[][] }
  | { type: "MultiPolygon"; coordinates: Position[][][] };
type PlotProperties = Record<string, string | number | boolean | null> | null;
export type PlotFeature = { type: "Feature"; geometry: PlotGeometry; properties: PlotProperties };
export type FarmPlots =
  PlotGeometry | PlotFeature | { type: "FeatureCollection"; features: PlotFeature[] };

/** A refusal carries the message the admin reads. */
class PlotError extends Error {}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function position(value: unknown): Position {
  if (!Array.isArray(value) || value.length < 2 || value.length > 3) {
    throw new PlotError(FARM_PLOTS_MESSAGES.position);
  }
  const numbers = value.map((n) => (typeof n === "number" && Number.isFinite(n) ? n : Number.NaN));
  const [longitude = Number.NaN, latitude = Number.NaN] = numbers;
  if (!(Math.abs(longitude) <= 180 && Math.abs(latitude) <= 90) || numbers.some(Number.isNaN)) {
    throw new PlotError(FARM_PLOTS_MESSAGES.position);
  }
  return numbers as Position;
}

function list<T>(value: unknown, read: (item: unknown) => T, min = 1): T[] {
  if (!Array.isArray(value) || value.length < min) throw new PlotError(FARM_PLOTS_MESSAGES.shape);
  return value.map(read);
}

function ring(value: unknown): Position[] {
  if (!Array.isArray(value) || value.length < 4) throw new PlotError(FARM_PLOTS_MESSAGES.ring);
  const positions = value.map(position);
  const first = positions[0];
  const last = positions.at(-1);
  if (!first || !last || first.some((n, i) => n !== last[i])) {
    throw new PlotError(FARM_PLOTS_MESSAGES.ring);
  }
  return positions;
}

const polygon = (value: unknown) => list(value, ring);

function geometry(value: unknown): PlotGeometry {
  if (!isRecord(value)) throw new PlotError(FARM_PLOTS_MESSAGES.shape);
  const { coordinates } = value;
  switch (value.type) {
    case "Point":
      return { type: "Point", coordinates: position(coordinates) };
    case "MultiPoint":
      return { type: "MultiPoint", coordinates: list(coordinates, position) };
    case "Polygon":
      return { type: "Polygon", coordinates: polygon(coordinates) };
    case "MultiPolygon":
      return { type: "MultiPolygon", coordinates: list(coordinates, polygon) };
    default:
      throw new PlotError(FARM_PLOTS_MESSAGES.shape);
  }
}

/** Only flat values survive from a feature's properties (a plot id, an area, a farmer code). */
function properties(value: unknown): PlotProperties {
  if (!isRecord(value)) return null;
  const kept = Object.entries(value).filter(
    ([, v]) => v === null || ["string", "number", "boolean"].includes(typeof v),
  ) as [string, string | number | boolean | null][];
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}

function feature(value: unknown): PlotFeature {
  if (!isRecord(value) || value.type !== "Feature") throw new PlotError(FARM_PLOTS_MESSAGES.shape);
  return {
    type: "Feature",
    geometry: geometry(value.geometry),
    properties: properties(value.properties),
  };
}

/** The plots rebuilt from what was sent, members GeoJSON does not define left out. */
export function readFarmPlots(value: unknown): FarmPlots {
  if (!isRecord(value)) throw new PlotError(FARM_PLOTS_MESSAGES.shape);
  if (value.type === "Feature") return feature(value);
  if (value.type === "FeatureCollection") {
    if (Array.isArray(value.features) && value.features.length > FARM_PLOTS_MAX_FEATURES) {
      throw new PlotError(FARM_PLOTS_MESSAGES.tooMany);
    }
    return { type: "FeatureCollection", features: list(value.features, feature) };
  }
  return geometry(value);
}

/**
 * Optional farm plots: GeoJSON as text (the form) or as an object (a parsed body); blank is null.
 * Too large, not JSON or not the right shape: one message on the field.
 */
export function farmPlotsField() {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): FarmPlots | null => {
      if (value === undefined || value === null) return null;
      let text: string;
      try {
        text = typeof value === "string" ? value.trim() : JSON.stringify(value);
      } catch {
        text = "";
      }
      if (text === "") {
        if (typeof value === "string") return null;
        ctx.addIssue({ code: "custom", message: FARM_PLOTS_MESSAGES.shape });
        return z.NEVER;
      }
      if (text.length > FARM_PLOTS_MAX_CHARACTERS) {
        ctx.addIssue({ code: "custom", message: FARM_PLOTS_MESSAGES.tooLarge });
        return z.NEVER;
      }
      let parsed: unknown = value;
      if (typeof value === "string") {
        try {
          parsed = JSON.parse(text);
        } catch {
          ctx.addIssue({ code: "custom", message: FARM_PLOTS_MESSAGES.notJson });
          return z.NEVER;
        }
      }
      try {
        return readFarmPlots(parsed);
      } catch (error) {
        if (!(error instanceof PlotError)) throw error;
        ctx.addIssue({ code: "custom", message: error.message });
        return z.NEVER;
      }
    });
}

/** The form's text for stored plots. */
export function farmPlotsText(plots: object | null): string {
  return plots === null ? "" : JSON.stringify(plots, null, 2);
}
