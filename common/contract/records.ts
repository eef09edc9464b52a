// Stored records as the API answers with them (spec sections 3 and 7). Dates are ISO 8601
// strings; a blank optional column is null, except the offer's text fields and the news
// category, which are ''. The server serializes through these schemas, so a column that is not
// declared here never leaves it.
import { z } from "../zod";
import {
  AVAILABILITIES,
  CERTIFICATIONS,
  COFFEE_CATEGORY_VALUES,
  EXPERIENCE_LEVELS,
  NEWS_TYPES,
  OFFER_PROCESSING,
  OFFER_REGIONS,
  LOT_POSITIONS,
  PARTNER_TYPES,
  PRICE_BASES,
  QUOTE_UNIT_VALUES,
  REQUEST_STATUSES,
  SAMPLE_SIZES,
  TRIP_EXPERIENCE_IDS,
} from "../constants";
import { publicImageRecord } from "./media-image";

const id = z.number().int();
const timestamp = z.iso.datetime();
const nullableText = z.string().nullable();
const nullableNumber = z.number().nullable();

export const offerRecord = z.object({
  id,
  name: z.string(),
  region: z.enum(OFFER_REGIONS),
  farm: z.string(),
  producer: z.string(),
  grade: z.string(),
  processing: z.enum(OFFER_PROCESSING),
  variety: z.string(),
  cupScore: z.number(),
  flavorProfile: z.array(z.string()),
  lotSize: z.number().int(),
  pricePerLbs: z.number(),
  availability: z.enum(AVAILABILITIES),
  harvestDate: z.string(),
  certNo: z.string(),
  sampleAvailable: z.boolean(),
  warehouseLocation: z.string(),
  description: z.string(),
  // Trade terms (issue 11): null when the admin has not given them.
  cropYear: nullableText,
  moisturePercent: nullableNumber,
  /** Moisture, water activity and density come from a pre-shipment sample (decision 061). */
  preShipmentFigures: z.boolean(),
  waterActivity: nullableNumber,
  densityGramsPerLitre: nullableNumber,
  screenSize: nullableText,
  defectsPer350g: nullableNumber,
  bagSizeKg: nullableNumber,
  packaging: nullableText,
  position: z.enum(LOT_POSITIONS).nullable(),
  shipmentMonth: nullableText,
  eta: nullableText,
  priceBasis: z.enum(PRICE_BASES).nullable(),
  bagsRemaining: nullableNumber,
  minimumOrderBags: nullableNumber,
  certifications: z.array(z.enum(CERTIFICATIONS)),
  otherCertifications: nullableText,
  washingStation: nullableText,
  altitudeMinM: nullableNumber,
  altitudeMaxM: nullableNumber,
  traceabilityBatch: nullableText,
  /** EUDR geolocation as GeoJSON (common/schemas/farm-plots.ts), checked when saved. */
  farmPlots: z.record(z.string(), z.unknown()).nullable(),
  /**
   * The lot's photographs from the image library, in the desk's order: the first is its card
   * picture (issue 50). Empty while it has none, and the page shows its drawing.
   */
  images: z.array(publicImageRecord),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Offer = z.output<typeof offerRecord>;

export const newsEventRecord = z.object({
  id,
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  type: z.enum(NEWS_TYPES),
  category: z.string(),
  date: z.string(),
  location: nullableText,
  attendees: z.number().int().nullable(),
  imageUrl: nullableText,
  featured: z.boolean(),
  createdAt: timestamp,
});
export type NewsEvent = z.output<typeof newsEventRecord>;

export const partnerRecord = z.object({
  id,
  name: z.string(),
  description: z.string(),
  /** The logo's JPEG once the desk has set one (`logo`), else the stored address, if any. */
  image: nullableText,
  type: z.enum(PARTNER_TYPES),
  /** The logo from the image library (the place `partner/<id>`); null shows the fallback tile. */
  logo: publicImageRecord.nullable(),
});
export type Partner = z.output<typeof partnerRecord>;

export const coffeeOptionRecord = z.object({
  id,
  region: z.string(),
  variety: nullableText,
  processingMethod: z.string(),
  grade: z.number().int(),
});
export type CoffeeOption = z.output<typeof coffeeOptionRecord>;

const status = z.enum(REQUEST_STATUSES);
/**
 * A request's id is its reference, e.g. Q-7K3M-9P2X (decision 060): the visitor gets it back from
 * the POST, and the desk lists, changes, deletes and exports the request under it. The table's
 * serial key never leaves the server: it would tell anyone how many requests the business gets.
 */
const reference = z.string();
const postalAddress = {
  addressLine1: z.string(),
  addressLine2: nullableText,
  city: z.string(),
  stateProvince: nullableText,
  postalCode: z.string(),
  country: z.string(),
};

export const quoteRequestRecord = z.object({
  id: reference,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: nullableText,
  company: z.string(),
  role: z.string(),
  ...postalAddress,
  coffeeName: z.string(),
  region: z.string(),
  grade: z.string(),
  processing: z.string(),
  quantity: z.number().int(),
  quantityUnit: z.enum(QUOTE_UNIT_VALUES),
  notes: nullableText,
  offerId: id.nullable(),
  status,
  createdAt: timestamp,
});
export type QuoteRequest = z.output<typeof quoteRequestRecord>;

export const sampleRequestRecord = z.object({
  id: reference,
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: nullableText,
  role: z.string(),
  ...postalAddress,
  coffeeRegion: z.string(),
  coffeeVariety: nullableText,
  coffeeProcessing: z.string(),
  coffeeGrade: z.string(),
  coffeeCategory: z.enum(COFFEE_CATEGORY_VALUES),
  sampleSize: z.enum(SAMPLE_SIZES),
  notes: nullableText,
  offerId: id.nullable(),
  status,
  createdAt: timestamp,
});
export type SampleRequest = z.output<typeof sampleRequestRecord>;

export const originTripRequestRecord = z.object({
  id: reference,
  fullName: z.string(),
  email: z.string(),
  company: nullableText,
  phone: nullableText,
  role: z.string(),
  addressLine1: nullableText,
  addressLine2: nullableText,
  city: nullableText,
  stateProvince: nullableText,
  postalCode: nullableText,
  country: nullableText,
  selectedExperiences: z.array(z.enum(TRIP_EXPERIENCE_IDS)),
  groupSize: z.number().int(),
  experience: z.enum(EXPERIENCE_LEVELS).nullable(),
  preferredDates: nullableText,
  specialRequests: nullableText,
  status,
  submittedAt: timestamp,
});
export type OriginTripRequest = z.output<typeof originTripRequestRecord>;

/** A contact message as the desk works it (issue 49): the spec's fields, a status like a request's. */
export const contactMessageRecord = z.object({
  id: reference,
  name: z.string(),
  email: z.string(),
  phone: nullableText,
  message: z.string(),
  status,
  createdAt: timestamp,
});
export type ContactMessage = z.output<typeof contactMessageRecord>;

/** The record of each request collection (the POST's answer, admin tables, exports, status updates). */
export const REQUEST_RECORDS = {
  "quote-requests": quoteRequestRecord,
  "sample-requests": sampleRequestRecord,
  "origin-trips": originTripRequestRecord,
  contact: contactMessageRecord,
} as const;
export type RequestRecordByType = {
  [T in keyof typeof REQUEST_RECORDS]: z.output<(typeof REQUEST_RECORDS)[T]>;
};
export type RequestRecord = RequestRecordByType[keyof RequestRecordByType];

/** `{ success: true }`: what a delete or a sign-out answers. */
export const successReply = z.object({ success: z.literal(true) });
