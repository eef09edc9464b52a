// /origin-trip: the experiences a visitor chooses among, as the booking dialog and the programme
// show them, and the experience levels of the booking form (spec section 5).
import {
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  TRIP_EXPERIENCES,
  type ExperienceLevel,
  type TripExperienceId,
} from "../common/constants";
import type { ContentImage } from "./media";

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
