// /origin-trip: the harvest expedition and its dates (spec sections 2 and 9). Its programme is in
// trip-programme.ts and its questions in trip-faq.ts, loaded with the parts that show them
//, and the booking dialog's choices in trip-experiences.ts.
import { GROUP_SIZE_MAX } from "../common/constants";
import type { ContentImage } from "./media";

export interface OriginTripFacts {
  readonly title: string;
  readonly intro: string;
  /** Spec: 6 days / 5 nights, described as a 5-day expedition; tour copy also says 5-7 days. */
  readonly duration: string;
  readonly expedition: string;
  readonly tourLength: string;
  readonly seats: number;
  readonly spotsRemaining: number;
  readonly visaFeeUsd: number;
  readonly replyWithinHours: number;
  readonly startsOn: string;
  readonly registerLabel: string;
  readonly image: ContentImage;
}

export const originTrip = {
  title: "Ethiopia Harvest Expedition",
  intro:
    "Walk the coffee gardens of Yirgacheffe and Guji at the peak of the harvest, follow the cherry through our washing stations and drying beds, and cup the season’s lots with our quality team in Addis Ababa. A small group, travelling with the people who source your coffee.",
  duration: "6 days / 5 nights",
  expedition: "A 5-day expedition through the southern coffee lands",
  tourLength:
    "Private tours for roasting teams run 5-7 days and can be planned around your buying calendar.",
  seats: GROUP_SIZE_MAX,
  spotsRemaining: 6,
  visaFeeUsd: 80,
  replyWithinHours: 24,
  startsOn: "December 08",
  registerLabel: "Register Now",
  image: { id: "drying-beds", alt: "Raised drying beds at a washing station during the harvest" },
} as const satisfies OriginTripFacts;

export interface OriginTripDates {
  readonly year: number;
  /** ISO dates, first and last day (6 days / 5 nights). */
  readonly start: string;
  readonly end: string;
  /** e.g. "December 08-13, 2026" */
  readonly label: string;
}

/** The trip starts on December 08 of the given year (the page passes the current year). */
export function originTripDates(year: number): OriginTripDates {
  return {
    year,
    start: `${year}-12-08`,
    end: `${year}-12-13`,
    label: `December 08-13, ${year}`,
  };
}
