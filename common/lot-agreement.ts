// When a lot's facts contradict each other (issue 47, decision 061): its availability, where it
// is, its warehouse, its dates and its moisture and density must tell one story. The offer schema
// runs these rules on the server and in the admin form, so both say the same words on the same
// fields. The harvest is judged by the last month its harvest date names ('Nov 2026 - Jan 2027'
// ends in January 2027); a harvest date that names no month and year is not judged.
import type { Availability, LotPosition } from "./constants";
import { monthText } from "./lot-terms";

/** The facts that must agree, as the offer schema holds them once each field is valid. */
export interface LotFactsToAgree {
  availability: Availability;
  position: LotPosition | null;
  warehouseLocation: string;
  harvestDate: string;
  cropYear: string | null;
  shipmentMonth: string | null;
  eta: string | null;
  moisturePercent: number | null;
  waterActivity: number | null;
  densityGramsPerLitre: number | null;
  /** The admin's mark that moisture, water activity and density come from a pre-shipment sample. */
  preShipmentFigures: boolean;
  bagsRemaining: number | null;
}

export type LotFactField = keyof LotFactsToAgree;

/** Facts that cannot all be true, and what to change, in the admin's words. */
export interface Disagreement {
  fields: readonly LotFactField[];
  message: string;
}

/** A month as one number (year * 12 + month from 0), so months compare and count. */
type MonthNumber = number;

const monthNumber = (year: number, month0: number): MonthNumber => year * 12 + month0;
const monthIso = (month: MonthNumber) =>
  `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, "0")}`;
const inWords = (month: MonthNumber) => monthText(monthIso(month));

const MONTH_NAMES = [
  "jan",
  "feb",
  "mar",
  "apr",
  "may",
  "jun",
  "jul",
  "aug",
  "sep",
  "oct",
  "nov",
  "dec",
];
// An ISO month (2027-01), a crop year (2026/27), a month's name or its first three letters (Sept
// too), or a year.
const HARVEST_TOKEN =
  /\b(\d{4})-(0[1-9]|1[0-2])\b|\b(\d{4})\/\d{2}\b|\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b|\b((?:19|20)\d{2})\b/gi;

type HarvestToken =
  | { kind: "month"; month0: number; year: number | null }
  | { kind: "year"; year: number }
  | { kind: "crop year"; first: number };

function harvestTokens(harvestDate: string): HarvestToken[] {
  return [...harvestDate.matchAll(HARVEST_TOKEN)].map((match): HarvestToken => {
    if (match[1] !== undefined)
      return { kind: "month", year: Number(match[1]), month0: Number(match[2]) - 1 };
    if (match[3] !== undefined) return { kind: "crop year", first: Number(match[3]) };
    if (match[4] !== undefined)
      return {
        kind: "month",
        year: null,
        month0: MONTH_NAMES.indexOf(match[4].slice(0, 3).toLowerCase()),
      };
    return { kind: "year", year: Number(match[5]) };
  });
}

/**
 * The month a harvest date's harvest ends: its last month, in the first year written after it
 * ('Oct - Dec 2026', 'Nov 2026 - Jan 2027', 'December 2025', '2027-01'; in a crop year, 'Nov - Jan
 * 2026/27', October to December fall in its first year). Null when the text names no month with a
 * year ('2025/26 main crop').
 */
export function harvestEndMonth(harvestDate: string): MonthNumber | null {
  const tokens = harvestTokens(harvestDate);
  const last = tokens.findLastIndex((token) => token.kind === "month");
  const end = tokens[last];
  if (end?.kind !== "month") return null;
  if (end.year !== null) return monthNumber(end.year, end.month0);
  const after = tokens.slice(last + 1).find((token) => token.kind !== "month");
  if (after?.kind === "year") return monthNumber(after.year, end.month0);
  if (after?.kind === "crop year")
    return monthNumber(end.month0 >= 9 ? after.first : after.first + 1, end.month0);
  return null;
}

/** The crop year's twelve months, October to September: '2025/26' runs Oct 2025 - Sept 2026. */
function cropYearMonths(cropYear: string): [MonthNumber, MonthNumber] | null {
  const match = /^(\d{4})\/\d{2}$/.exec(cropYear);
  if (!match) return null;
  const first = Number(match[1]);
  return [monthNumber(first, 9), monthNumber(first + 1, 8)];
}

/** '2026-03' or '2026-03-15' as its month. */
function monthOf(isoDate: string): MonthNumber | null {
  const match = /^(\d{4})-(\d{2})/.exec(isoDate);
  return match ? monthNumber(Number(match[1]), Number(match[2]) - 1) : null;
}

/**
 * A warehouse at a sea port: Djibouti (Ethiopia's export port) or a name with port, harbour, dock
 * or quay in it. An inland dry port (Modjo, Kality) is in Ethiopia, so it is not one; a city's
 * name alone says nothing of its port, so 'Antwerp' is not read as one.
 */
export function isPortWarehouse(warehouse: string): boolean {
  return /\bdjibouti\b|(?<!\bdry\s+)\bport\b|\bharbou?r\b|\bdocks?\b|\bquay\b/i.test(warehouse);
}

const FIGURES = ["moisturePercent", "waterActivity", "densityGramsPerLitre"] as const;

/**
 * Every way the lot's facts contradict each other on `today` (read in UTC), none when they
 * agree. The same lot may disagree tomorrow only by less: a harvest that has ended stays ended.
 */
export function lotDisagreements(lot: LotFactsToAgree, today: Date): Disagreement[] {
  const found: Disagreement[] = [];
  const disagree = (fields: readonly LotFactField[], message: string) =>
    found.push({ fields, message });

  const harvestEnd = harvestEndMonth(lot.harvestDate);
  const thisMonth = monthNumber(today.getUTCFullYear(), today.getUTCMonth());
  const harvesting = harvestEnd !== null && thisMonth <= harvestEnd;
  const harvestRuns = harvestEnd === null ? "" : `The harvest runs until ${inWords(harvestEnd)}`;

  // In Stock: in a warehouse now.
  if (lot.availability === "in-stock") {
    if (lot.position === "afloat")
      disagree(
        ["availability", "position"],
        "A lot afloat is in no warehouse until it lands, so it is not In Stock",
      );
    if (harvesting)
      disagree(
        ["availability", "harvestDate"],
        `${harvestRuns}: until then the lot is not In Stock (it can be Pre-Ship)`,
      );
    if (lot.warehouseLocation.trim() === "")
      disagree(["availability", "warehouseLocation"], "Name the warehouse an In Stock lot is in");
  }
  // Pre-Ship: not shipped yet.
  if (
    lot.availability === "pre-ship" &&
    (lot.position === "afloat" || lot.position === "in-warehouse")
  )
    disagree(
      ["availability", "position"],
      lot.position === "afloat"
        ? "A lot afloat has shipped, so it is not Pre-Ship"
        : "A lot in warehouse has shipped and landed, so it is not Pre-Ship",
    );
  if (lot.bagsRemaining === 0 && lot.availability !== "sold-out")
    disagree(["availability", "bagsRemaining"], "A lot with no bags remaining is Sold Out");

  // Where it is.
  if (harvesting && (lot.position === "afloat" || lot.position === "in-warehouse"))
    disagree(["position", "harvestDate"], `${harvestRuns}: until then the lot is at origin`);
  if (lot.position === "at-origin" && isPortWarehouse(lot.warehouseLocation))
    disagree(
      ["position", "warehouseLocation"],
      `${lot.warehouseLocation.trim()} is a port warehouse: a lot at origin is still in Ethiopia`,
    );

  // Its dates.
  if (harvestEnd !== null) {
    const cropMonths = lot.cropYear === null ? null : cropYearMonths(lot.cropYear);
    if (cropMonths && (harvestEnd < cropMonths[0] || harvestEnd > cropMonths[1]))
      disagree(
        ["harvestDate", "cropYear"],
        `A harvest that ends in ${inWords(harvestEnd)} is not of crop year ${lot.cropYear} (October to September)`,
      );
    const shipment = lot.shipmentMonth === null ? null : monthOf(lot.shipmentMonth);
    if (shipment !== null && shipment < harvestEnd)
      disagree(["shipmentMonth", "harvestDate"], `${harvestRuns}: the lot cannot ship before then`);
    const eta = lot.eta === null ? null : monthOf(lot.eta);
    if (eta !== null && eta < harvestEnd)
      disagree(["eta", "harvestDate"], `${harvestRuns}: the lot cannot arrive before then`);
  }

  // Moisture and density of a harvest still being picked come from a pre-shipment sample.
  const figures = FIGURES.filter((field) => lot[field] !== null);
  if (harvesting && figures.length > 0 && !lot.preShipmentFigures)
    disagree(
      [...figures, "preShipmentFigures"],
      `${harvestRuns}: moisture and density measured before then are pre-shipment figures. Mark them so, or leave them blank`,
    );
  return found;
}
