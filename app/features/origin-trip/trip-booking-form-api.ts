import type { UseFormReturn } from "react-hook-form";
import type { OriginTripData, OriginTripInput } from "~common/schemas/origin-trip";

export type TripBookingFormApi = UseFormReturn<OriginTripInput, unknown, OriginTripData>;

/** The booking dialog's steps, in order (spec section 4: experiences, contact, review, submit). */
export const TRIP_BOOKING_STEPS = ["Experiences", "Your Details", "Review"] as const;
export type TripBookingStep = 0 | 1 | 2;

/** The fields the contact step validates before the review. */
export const TRIP_CONTACT_FIELDS = [
  "fullName",
  "email",
  "role",
  "phone",
  "company",
  "addressLine1",
  "city",
  "country",
  "experience",
  "groupSize",
  "preferredDates",
  "specialRequests",
] as const satisfies readonly (keyof OriginTripInput)[];
