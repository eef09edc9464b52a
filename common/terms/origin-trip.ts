// The origin trip's booking (spec section 5): its experiences, experience levels and group size.

export const TRIP_EXPERIENCE_IDS = ["harvest-tour", "quality-lab", "direct-trade"] as const;
export type TripExperienceId = (typeof TRIP_EXPERIENCE_IDS)[number];
export const TRIP_EXPERIENCES: readonly {
  readonly id: TripExperienceId;
  readonly label: string;
}[] = [
  { id: "harvest-tour", label: "Harvest Tour" },
  { id: "quality-lab", label: "Quality Lab" },
  { id: "direct-trade", label: "Direct Trade" },
];

export const EXPERIENCE_LEVELS = ["beginner", "intermediate", "expert", "roaster"] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  expert: "Expert",
  roaster: "Roaster",
};

export const GROUP_SIZE_MIN = 1;
export const GROUP_SIZE_MAX = 12;
export const DEFAULT_GROUP_SIZE = 1;
