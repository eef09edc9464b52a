// /origin-trip: the harvest expedition and the booking dialog's experiences (spec sections 2, 5 and 9).
import {
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  GROUP_SIZE_MAX,
  TRIP_EXPERIENCES,
  type ExperienceLevel,
  type TripExperienceId,
} from "../common/constants";
import { processing } from "./facts";
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

export interface ItineraryDay {
  readonly day: number;
  readonly title: string;
  readonly location: string;
  readonly activities: readonly string[];
  readonly overnight: string;
}

export const itinerary = [
  {
    day: 1,
    title: "Arrival and first cupping",
    location: "Addis Ababa",
    activities: [
      "Airport welcome and transfer to the hotel",
      "Afternoon at our quality lab: a calibration cupping of the new harvest’s first lots",
      "Welcome dinner with a traditional coffee ceremony",
    ],
    overnight: "Addis Ababa",
  },
  {
    day: 2,
    title: "Into the Rift Valley",
    location: "Addis Ababa to Dilla",
    activities: [
      "Morning drive south through the Rift Valley lakes",
      "Visit to our warehouse and dry mill: hulling, grading, optical and hand sorting",
      "Evening briefing on the Gedeo coffee gardens and the week ahead",
    ],
    overnight: "Dilla",
  },
  {
    day: 3,
    title: "Yirgacheffe washing stations",
    location: "Gedeb and Chelchele",
    activities: [
      "Picking with farming families at 2,000 m and above",
      `Cherry delivery, pulping within ${processing.pulpingWithinHours} hours and fermentation in the afternoon`,
      "Grading parchment in the washing channels and walking the raised drying beds",
    ],
    overnight: "Yirgacheffe",
  },
  {
    day: 4,
    title: "Guji highlands",
    location: "Uraga, Guji",
    activities: [
      "Forest coffee and natural processing at a Guji station",
      "Lunch with a farmer family and a conversation about pre-harvest financing",
      "Sunset cupping of Guji day-lots at the station",
    ],
    overnight: "Hagere Maryam",
  },
  {
    day: 5,
    title: "Direct trade and departure dinner",
    location: "Hawassa to Addis Ababa",
    activities: [
      "Return north by road, with a stop at Lake Hawassa",
      "Direct-trade session: lot selection, contracts, shipping and pricing with our export team",
      "Farewell dinner; departures from Bole International Airport the next morning",
    ],
    overnight: "Addis Ababa",
  },
] as const satisfies readonly ItineraryDay[];

export const inclusions = [
  "Five nights’ accommodation in twin-share rooms (single rooms on request)",
  "All meals from dinner on day 1 to breakfast on day 6",
  "Ground transport in 4x4 vehicles with experienced drivers",
  "Airport transfers in Addis Ababa",
  "An English-speaking guide and members of our sourcing and quality teams throughout",
  "All cuppings, station and mill visits, and sample roasting",
  "Bottled water, coffee and the coffee ceremony",
] as const;

export const exclusions = [
  "International flights to and from Addis Ababa",
  "Ethiopian visa (about 80 USD, available online as an e-visa)",
  "Travel and medical insurance",
  "Vaccinations and personal medication",
  "Alcoholic drinks and personal purchases",
  "Gratuities for drivers and guides",
] as const;

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

export interface TripExperience {
  readonly id: TripExperienceId;
  readonly title: string;
  /** One line for the booking dialog's checkbox card. */
  readonly summary: string;
  readonly description: string;
  readonly image: ContentImage;
}

const experienceCopy: Record<TripExperienceId, Omit<TripExperience, "id" | "title">> = {
  "harvest-tour": {
    summary: "Pick ripe cherry with farming families and follow it through washing and drying.",
    description:
      "Two days in the gardens and washing stations of Yirgacheffe and Guji at the peak of the harvest: selective picking, cherry delivery, pulping, fermentation, grading in the channels and the raised drying beds.",
    image: { id: "trip-harvest-tour", alt: "A basket of hand-picked ripe coffee cherries" },
  },
  "quality-lab": {
    summary: "Cup the new harvest with our Q graders and learn how we grade and select lots.",
    description:
      "Calibration cuppings in Addis Ababa and at the stations, green grading by screen size and defect count, moisture and water-activity checks, and sample roasting of the lots you are interested in.",
    image: { id: "trip-quality-lab", alt: "A cupping table with rows of cups and spoons" },
  },
  "direct-trade": {
    summary: "Meet the producers and our export team, and plan your own lots and contracts.",
    description:
      "Time with the washing-station managers and farmer groups behind the coffees you buy, followed by a working session on lot selection, pricing, pre-shipment samples and shipping schedules.",
    image: {
      id: "trip-direct-trade",
      alt: "Jute bags of export-ready green coffee in the warehouse",
    },
  },
};

/** The booking dialog's experiences, in the order of the spec (harvest-tour, quality-lab, direct-trade). */
export const tripExperiences: readonly TripExperience[] = TRIP_EXPERIENCES.map(({ id, label }) => ({
  id,
  title: label,
  ...experienceCopy[id],
}));

/** The same experiences keyed by id. */
export const tripExperienceDetails: Readonly<Record<TripExperienceId, TripExperience>> =
  Object.fromEntries(tripExperiences.map((experience) => [experience.id, experience])) as Record<
    TripExperienceId,
    TripExperience
  >;

export interface ExperienceLevelOption {
  readonly value: ExperienceLevel;
  readonly label: string;
  readonly description: string;
}

const levelDescriptions: Record<ExperienceLevel, string> = {
  beginner: "New to green coffee and origin travel",
  intermediate: "Some cupping and buying experience",
  expert: "A professional cupper or green buyer",
  roaster: "Roasting and buying for your own company",
};

export const experienceLevels: readonly ExperienceLevelOption[] = EXPERIENCE_LEVELS.map(
  (value) => ({
    value,
    label: EXPERIENCE_LEVEL_LABELS[value],
    description: levelDescriptions[value],
  }),
);
