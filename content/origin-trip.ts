// /origin-trip: the harvest expedition, its dates and its questions (spec sections 2 and 9). Its
// programme is in trip-programme.ts, loaded with the part that shows it (decision 049), and the
// booking dialog's choices in trip-experiences.ts.
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

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

export const faq = [
  {
    question: "Do I need a visa for Ethiopia?",
    answer:
      "Most visitors do. The single-entry tourist e-visa costs about 80 USD and is issued online before you travel. We send an invitation letter with your booking confirmation if your embassy asks for one.",
  },
  {
    question: "How many people join the trip?",
    answer:
      "The group is limited to 12 participants so every guest can cup, ask questions and spend time with the farmers. There are 6 spots remaining for this season.",
  },
  {
    question: "How fit do I need to be?",
    answer:
      "You should be comfortable walking for two to three hours on steep, uneven paths at altitudes of 2,000 to 2,300 metres. Days are unhurried and the vehicles are never far away.",
  },
  {
    question: "What is the weather like in December?",
    answer:
      "December is the heart of the dry season and the harvest. Days in the highlands are warm and sunny, around 22 to 26 °C, and nights can fall below 10 °C, so bring layers.",
  },
  {
    question: "Can we buy coffee during the trip?",
    answer:
      "Yes. The direct-trade session on day 5 is there for it: we take you through lot selection, contracts, pre-shipment samples and shipping, and our sales team follows up once you are home.",
  },
  {
    question: "Can you arrange a private trip for our company?",
    answer:
      "We plan private tours of 5-7 days for roasting and buying teams throughout the harvest, from November to January. Tell us your dates and the regions you buy from.",
  },
  {
    question: "What happens after I register?",
    answer:
      "Our team replies within 24 hours to confirm your seat, answer your questions and send the practical details: payment, visa letter, packing list and the full programme.",
  },
] as const satisfies readonly FaqItem[];
