// The lines that describe a request, shared by the note to the sales team and the visitor's
// confirmation, so that both always say the same about what was asked for.
import {
  COFFEE_CATEGORIES,
  EXPERIENCE_LEVEL_LABELS,
  TRIP_EXPERIENCES,
  type ExperienceLevel,
} from "../../../common/constants";
import { quoteQuantityText } from "../../../common/lot-quote";
import type { contacts, originTripRequests, quoteRequests, sampleRequests } from "../../db/schema";
import type { Line } from "./letter";

// A request or contact message as its mails describe it: stored with them by one statement,
// before the insert gives it its serial id and its buyer (server/modules/requests/filing.ts), which no mail
// shows: they name it by its reference.
export type QuoteRow = Omit<typeof quoteRequests.$inferSelect, "id" | "buyerId">;
export type SampleRow = Omit<typeof sampleRequests.$inferSelect, "id" | "buyerId">;
export type TripRow = Omit<typeof originTripRequests.$inferSelect, "id" | "buyerId">;
export type ContactRow = Omit<typeof contacts.$inferSelect, "id" | "buyerId">;

/** The lot a request names, as its mails show it: its name, and its page when PUBLIC_URL is set. */
export interface RequestedLot {
  name: string;
  page: string | null;
}

export function requestedLot(
  lot: { id: number; name: string } | null,
  publicUrl: string | undefined,
): RequestedLot | null {
  if (!lot) return null;
  const page = publicUrl ? `${publicUrl.replace(/\/$/, "")}/offers/${lot.id}` : null;
  return { name: lot.name, page };
}

/** "Lot: Guji Arsosala Grade 1 Natural", a link to its page; "(not given)" for a request of none. */
export function lotLine(lot: RequestedLot | null): Line {
  return ["Lot", lot && (lot.page ? { text: lot.name, href: lot.page } : lot.name)];
}

function labelOf(choices: readonly { value: string; label: string }[], value: string): string {
  return choices.find((choice) => choice.value === value)?.label ?? value;
}

export function addressLines(record: {
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  stateProvince: string | null;
  postalCode: string | null;
  country: string | null;
}): Line[] {
  return [
    ["Address line 1", record.addressLine1],
    ["Address line 2", record.addressLine2],
    ["City", record.city],
    ["State/province", record.stateProvince],
    ["Postal code", record.postalCode],
    ["Country", record.country],
  ];
}

/**
 * What the visitor asked a sample of, as the screen told them: the lot's name, or for a sample of
 * the catalog "Guji Hambela", its region and, when chosen, its variety.
 */
export function sampleCoffee(sample: SampleRow, lot: RequestedLot | null): string {
  return lot?.name ?? [sample.coffeeRegion, sample.coffeeVariety].filter(Boolean).join(" ");
}

export function quoteCoffeeLines(quote: QuoteRow): Line[] {
  return [
    ["Coffee name", quote.coffeeName],
    ["Region", quote.region],
    ["Grade", quote.grade],
    ["Processing", quote.processing],
    ["Quantity", quoteQuantityText(quote.quantity, quote.quantityUnit)],
    ["Notes", quote.notes],
  ];
}

export function sampleCoffeeLines(sample: SampleRow): Line[] {
  return [
    ["Category", labelOf(COFFEE_CATEGORIES, sample.coffeeCategory)],
    ["Region", sample.coffeeRegion],
    ["Variety", sample.coffeeVariety],
    ["Processing method", sample.coffeeProcessing],
    ["Grade", sample.coffeeGrade],
    ["Sample size", sample.sampleSize],
    ["Notes", sample.notes],
  ];
}

export function tripLines(trip: TripRow): Line[] {
  const experiences = trip.selectedExperiences.map(
    (id) => TRIP_EXPERIENCES.find((e) => e.id === id)?.label ?? id,
  );
  const level =
    trip.experience &&
    (EXPERIENCE_LEVEL_LABELS[trip.experience as ExperienceLevel] ?? trip.experience);
  return [
    ["Experiences", experiences.join(", ")],
    ["Group size", trip.groupSize],
    ["Experience level", level],
    ["Preferred dates", trip.preferredDates],
    ["Special requests", trip.specialRequests],
  ];
}
