// Offer add/edit form of the admin panel (spec sections 3 and 5, "Offer save"); POST and PUT /api/offers.
import { z } from "../zod";
import type { Offer } from "../contract/records";
import {
  AVAILABILITIES,
  CERTIFICATIONS,
  CUP_SCORE_MAX,
  CUP_SCORE_MIN,
  LOT_SIZE_MIN,
  OFFER_PROCESSING,
  OFFER_REGIONS,
  LOT_POSITIONS,
  PRICE_BASES,
} from "../constants";
import { lotDisagreements } from "../lot-agreement";
import { farmPlotsField, farmPlotsText } from "./farm-plots";
import {
  blankableText,
  hasNoNulCharacter,
  invalidCharacterMessage,
  numberInput,
  numberValue,
  optionalChoice,
  optionalText,
  requiredChoice,
  requiredText,
} from "./fields";

export const FLAVOR_NOTES_REQUIRED_MESSAGE = "Please add at least one flavor note";
export const FLAVOR_NOTE_MAX_LENGTH = 100;
export const LOT_SIZE_MAX = 1_000_000;
export const PRICE_PER_LBS_MAX = 100_000;

/** Trims each note, drops empty ones and keeps the first of notes that differ only in case. */
export function normalizeFlavorNotes(notes: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of notes) {
    const note = raw.trim();
    const key = note.toLowerCase();
    if (note === "" || seen.has(key)) continue;
    seen.add(key);
    result.push(note);
  }
  return result;
}

function hasAtMostDecimals(value: number, places: number): boolean {
  // Whole numbers go to integer columns: 5e-324 is not one, however close it is.
  if (places === 0) return Number.isInteger(value);
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

function hasAtMostTwoDecimals(value: number): boolean {
  return hasAtMostDecimals(value, 2);
}

/** An optional measurement: blank is null; otherwise a number from `min` to `max` with `places` decimals. */
function optionalMeasure(label: string, min: number, max: number, unit: string, places: number) {
  const range = `${label} must be between ${min} and ${max}${unit}`;
  return numberInput(
    z
      .number({ error: `${label} must be a number` })
      .min(min, range)
      .max(max, range)
      .refine(
        (value) => hasAtMostDecimals(value, places),
        places === 0
          ? `${label} must be a whole number`
          : `${label} can have at most ${places} decimal place${places === 1 ? "" : "s"}`,
      )
      .optional()
      .transform((value) => value ?? null),
    `${label} must be a number`,
  );
}

// The crop year spans the two calendar years of one harvest: 2025/26.
const CROP_YEAR = /^(\d{4})\/(\d{2})$/;
export function isCropYear(text: string): boolean {
  const match = CROP_YEAR.exec(text);
  return match !== null && (Number(match[1]) + 1) % 100 === Number(match[2]);
}

// Screen size in 64ths of an inch: a lower bound ('15+') or a range of two screens ('14/15').
const SCREEN_SIZE = /^(\d{1,2})(?:\+|\/(\d{1,2}))$/;
export const SCREEN_MIN = 8;
export const SCREEN_MAX = 20;
export function isScreenSize(text: string): boolean {
  const match = SCREEN_SIZE.exec(text);
  if (!match) return false;
  const low = Number(match[1]);
  const high = match[2] === undefined ? low : Number(match[2]);
  return low >= SCREEN_MIN && high <= SCREEN_MAX && high >= low;
}

function isMonth(text: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(text);
}

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Optional text that, when given, must pass `check`; blank is null. */
function optionalPattern(
  label: string,
  max: number,
  check: (text: string) => boolean,
  message: string,
) {
  return optionalText(label, max).refine((value) => value === null || check(value), message);
}

export const ALTITUDE_MIN_M = 500;
export const ALTITUDE_MAX_M = 3500;

// A field the body leaves out takes the spec's input default (cupScore 80, pricePerLbs 0,
// in-stock, sample available); one sent blank is still refused, and lotSize is always required.
export const offerSchema = z
  .object({
    name: requiredText("Name", 255),
    region: requiredChoice(
      OFFER_REGIONS,
      "Region is required",
      "Please choose a region from the list",
    ),
    farm: blankableText("Farm", 255),
    producer: blankableText("Producer", 255),
    grade: blankableText("Grade", 50),
    processing: requiredChoice(
      OFFER_PROCESSING,
      "Processing is required",
      "Please choose a processing method from the list",
    ),
    cupScore: numberInput(
      numberValue("Cup score is required", "Cup score must be a number")
        .min(CUP_SCORE_MIN, `Cup score must be at least ${CUP_SCORE_MIN}`)
        .max(CUP_SCORE_MAX, `Cup score must be at most ${CUP_SCORE_MAX}`),
      "Cup score must be a number",
    ).default(CUP_SCORE_MIN),
    // The number of notes is unbounded (spec); each note is short.
    flavorProfile: z
      .array(z.string({ error: "Each flavor note must be text" }), {
        error: FLAVOR_NOTES_REQUIRED_MESSAGE,
      })
      .transform(normalizeFlavorNotes)
      .pipe(
        z
          .array(
            z
              .string()
              .max(
                FLAVOR_NOTE_MAX_LENGTH,
                `Each flavor note must be at most ${FLAVOR_NOTE_MAX_LENGTH} characters`,
              )
              .refine(hasNoNulCharacter, invalidCharacterMessage("Flavor note")),
          )
          .min(1, FLAVOR_NOTES_REQUIRED_MESSAGE),
      ),
    lotSize: numberInput(
      numberValue("Lot size is required", "Lot size must be a number")
        .int("Lot size must be a whole number of bags")
        .min(LOT_SIZE_MIN, `Lot size must be at least ${LOT_SIZE_MIN}`)
        .max(LOT_SIZE_MAX, "Lot size must be at most 1,000,000"),
      "Lot size must be a number",
    ),
    pricePerLbs: numberInput(
      numberValue("Price is required", "Price must be a number")
        .min(0, "Price cannot be negative")
        .max(PRICE_PER_LBS_MAX, "Price must be at most 100,000")
        .refine(hasAtMostTwoDecimals, "Price can have at most 2 decimal places"),
      "Price must be a number",
    ).default(0),
    availability: requiredChoice(
      AVAILABILITIES,
      "Availability is required",
      "Please choose In Stock, Pre-Ship or Sold Out",
    ).default("in-stock"),
    harvestDate: blankableText("Harvest date", 100),
    certNo: blankableText("Certificate number", 100),
    sampleAvailable: z.boolean({ error: "Sample available must be yes or no" }).default(true),
    warehouseLocation: blankableText("Warehouse location", 255),
    description: requiredText("Description", 5000),
    variety: blankableText("Variety", 255),

    // Trade terms and physical analysis (issue 11): all optional, blank is null.
    cropYear: optionalPattern("Crop year", 7, isCropYear, "Crop year must look like 2025/26"),
    moisturePercent: optionalMeasure("Moisture", 5, 20, " %", 1),
    // Moisture, water activity and density measured on a pre-shipment sample (decision 061).
    preShipmentFigures: z
      .boolean({ error: "Pre-shipment figures must be yes or no" })
      .default(false),
    waterActivity: optionalMeasure("Water activity", 0.3, 0.8, " aw", 3),
    densityGramsPerLitre: optionalMeasure("Density", 500, 900, " g/L", 0),
    screenSize: optionalPattern(
      "Screen size",
      5,
      isScreenSize,
      `Screen size must look like 15+ or 14/15 (screens ${SCREEN_MIN} to ${SCREEN_MAX})`,
    ),
    defectsPer350g: optionalMeasure("Defects per 350 g", 0, 350, "", 0),
    bagSizeKg: optionalMeasure("Bag size", 1, 100, " kg", 2),
    packaging: optionalText("Packaging", 255),
    position: optionalChoice(LOT_POSITIONS, "Please choose At origin, Afloat or In warehouse"),
    shipmentMonth: optionalPattern(
      "Shipment month",
      7,
      isMonth,
      "Shipment month must be a month such as 2026-03",
    ),
    eta: optionalPattern("ETA", 10, isCalendarDate, "ETA must be a date such as 2026-03-15"),
    priceBasis: optionalChoice(PRICE_BASES, "Please choose FOB Djibouti or ex-warehouse"),
    bagsRemaining: optionalMeasure("Bags remaining", 0, LOT_SIZE_MAX, "", 0),
    minimumOrderBags: optionalMeasure("Minimum order", 1, LOT_SIZE_MAX, " bags", 0),
    certifications: z
      .array(z.enum(CERTIFICATIONS, { error: "Please choose certifications from the list" }), {
        error: "Please choose certifications from the list",
      })
      .max(CERTIFICATIONS.length, "Please choose each certification once")
      .nullish()
      .transform((list) => [...new Set(list ?? [])]),
    otherCertifications: optionalText("Other certifications", 255),
    washingStation: optionalText("Washing station", 255),
    altitudeMinM: optionalMeasure("Lowest altitude", ALTITUDE_MIN_M, ALTITUDE_MAX_M, " m", 0),
    altitudeMaxM: optionalMeasure("Highest altitude", ALTITUDE_MIN_M, ALTITUDE_MAX_M, " m", 0),
    traceabilityBatch: optionalPattern(
      "Traceability batch number",
      64,
      (text) => /^[A-Za-z0-9][A-Za-z0-9./ -]*$/.test(text),
      "Traceability batch number can hold letters, digits, dots, slashes and dashes",
    ),
    farmPlots: farmPlotsField(),
  })
  // Rules across fields: the message goes on the field the admin has to change.
  .superRefine((offer, ctx) => {
    const problem = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (offer.bagsRemaining !== null && offer.bagsRemaining > offer.lotSize) {
      problem("bagsRemaining", "Bags remaining cannot be more than the lot size");
    }
    if (offer.minimumOrderBags !== null && offer.minimumOrderBags > offer.lotSize) {
      problem("minimumOrderBags", "Minimum order cannot be more than the lot size");
    }
    if (
      offer.altitudeMinM !== null &&
      offer.altitudeMaxM !== null &&
      offer.altitudeMinM > offer.altitudeMaxM
    ) {
      problem("altitudeMaxM", "Highest altitude must be at least the lowest altitude");
    }
    if (offer.priceBasis === "ex-warehouse" && offer.warehouseLocation === "") {
      problem("warehouseLocation", "Name the warehouse of an ex-warehouse price");
    }
    // Availability, position, warehouse, dates and figures tell one story (common/lot-agreement.ts).
    for (const { fields, message } of lotDisagreements(offer, new Date())) {
      for (const field of fields) problem(field, message);
    }
  });

export type OfferInput = z.input<typeof offerSchema>;
export type OfferData = z.output<typeof offerSchema>;

/** The empty add form (spec: empty text, cupScore 80, lotSize 0, pricePerLbs 0, in-stock, sample available). */
export const OFFER_DEFAULTS: OfferInput = {
  name: "",
  region: "",
  farm: "",
  producer: "",
  grade: "",
  processing: "",
  cupScore: CUP_SCORE_MIN,
  flavorProfile: [],
  lotSize: 0,
  pricePerLbs: 0,
  availability: "in-stock",
  harvestDate: "",
  certNo: "",
  sampleAvailable: true,
  warehouseLocation: "",
  description: "",
  variety: "",
  cropYear: "",
  moisturePercent: "",
  preShipmentFigures: false,
  waterActivity: "",
  densityGramsPerLitre: "",
  screenSize: "",
  defectsPer350g: "",
  bagSizeKg: "",
  packaging: "",
  position: "",
  shipmentMonth: "",
  eta: "",
  priceBasis: "",
  bagsRemaining: "",
  minimumOrderBags: "",
  certifications: [],
  otherCertifications: "",
  washingStation: "",
  altitudeMinM: "",
  altitudeMaxM: "",
  traceabilityBatch: "",
  farmPlots: "",
};

/** The edit form's values for a stored offer. */
export function offerToInput(offer: Offer): OfferInput {
  return {
    name: offer.name,
    region: offer.region,
    farm: offer.farm,
    producer: offer.producer,
    grade: offer.grade,
    processing: offer.processing,
    cupScore: offer.cupScore,
    flavorProfile: [...offer.flavorProfile],
    lotSize: offer.lotSize,
    pricePerLbs: offer.pricePerLbs,
    availability: offer.availability,
    harvestDate: offer.harvestDate,
    certNo: offer.certNo,
    sampleAvailable: offer.sampleAvailable,
    warehouseLocation: offer.warehouseLocation,
    description: offer.description,
    variety: offer.variety,
    cropYear: offer.cropYear ?? "",
    moisturePercent: offer.moisturePercent ?? "",
    preShipmentFigures: offer.preShipmentFigures,
    waterActivity: offer.waterActivity ?? "",
    densityGramsPerLitre: offer.densityGramsPerLitre ?? "",
    screenSize: offer.screenSize ?? "",
    defectsPer350g: offer.defectsPer350g ?? "",
    bagSizeKg: offer.bagSizeKg ?? "",
    packaging: offer.packaging ?? "",
    position: offer.position ?? "",
    shipmentMonth: offer.shipmentMonth ?? "",
    eta: offer.eta ?? "",
    priceBasis: offer.priceBasis ?? "",
    bagsRemaining: offer.bagsRemaining ?? "",
    minimumOrderBags: offer.minimumOrderBags ?? "",
    certifications: [...offer.certifications],
    otherCertifications: offer.otherCertifications ?? "",
    washingStation: offer.washingStation ?? "",
    altitudeMinM: offer.altitudeMinM ?? "",
    altitudeMaxM: offer.altitudeMaxM ?? "",
    traceabilityBatch: offer.traceabilityBatch ?? "",
    farmPlots: farmPlotsText(offer.farmPlots),
  };
}
