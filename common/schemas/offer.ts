// Offer add/edit form of the admin panel (spec sections 3 and 5, "Offer save"); POST and PUT /api/offers.
import { z } from "zod";
import type { Offer } from "../contract/records";
import {
  AVAILABILITIES,
  CUP_SCORE_MAX,
  CUP_SCORE_MIN,
  LOT_SIZE_MIN,
  OFFER_PROCESSING,
  OFFER_REGIONS,
} from "../constants";
import {
  blankableText,
  hasNoNulCharacter,
  invalidCharacterMessage,
  numberInput,
  numberValue,
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

function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

// A field the body leaves out takes the spec's input default (cupScore 80, pricePerLbs 0,
// in-stock, sample available); one sent blank is still refused, and lotSize is always required.
export const offerSchema = z.object({
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
  altitude: blankableText("Altitude", 100),
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
  altitude: "",
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
    altitude: offer.altitude,
  };
}
