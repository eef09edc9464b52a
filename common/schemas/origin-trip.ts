// Origin trip booking dialog (spec section 5, "Trip form"); POST /api/origin-trips.
import { z } from "../zod";
import {
  DEFAULT_GROUP_SIZE,
  EXPERIENCE_LEVELS,
  GROUP_SIZE_MAX,
  GROUP_SIZE_MIN,
  TRIP_EXPERIENCE_IDS,
} from "../constants";
import {
  emailField,
  honeypotField,
  numberInput,
  optionalChoice,
  optionalText,
  phoneField,
  requiredText,
  ROLE_REQUIRED_MESSAGE,
} from "./fields";

export const EXPERIENCES_REQUIRED_MESSAGE = "Please select at least one experience";

export const originTripSchema = z.object({
  fullName: requiredText("Full name", 255),
  email: emailField(),
  role: requiredText("Job title/role", 100, ROLE_REQUIRED_MESSAGE),
  phone: phoneField(),
  company: optionalText("Company", 255),
  addressLine1: optionalText("Address line 1", 255),
  addressLine2: optionalText("Address line 2", 255),
  city: optionalText("City", 100),
  stateProvince: optionalText("State/province", 100),
  postalCode: optionalText("Postal code", 20),
  country: optionalText("Country", 100),
  experience: optionalChoice(
    EXPERIENCE_LEVELS,
    "Please choose beginner, intermediate, expert or roaster",
  ),
  preferredDates: optionalText("Preferred dates", 255),
  specialRequests: optionalText("Special requests", 2000),
  // A repeated id counts once.
  selectedExperiences: z
    .array(z.enum(TRIP_EXPERIENCE_IDS, { error: "Please choose from the listed experiences" }), {
      error: EXPERIENCES_REQUIRED_MESSAGE,
    })
    .min(1, EXPERIENCES_REQUIRED_MESSAGE)
    .transform((ids) => [...new Set(ids)]),
  groupSize: numberInput(
    z
      .number({ error: "Group size must be a number" })
      .int("Group size must be a whole number")
      .min(GROUP_SIZE_MIN, `Group size must be at least ${GROUP_SIZE_MIN}`)
      .max(GROUP_SIZE_MAX, `Group size must be at most ${GROUP_SIZE_MAX}`)
      .default(DEFAULT_GROUP_SIZE),
    "Group size must be a number",
  ),
  website: honeypotField(),
});

export type OriginTripInput = z.input<typeof originTripSchema>;
export type OriginTripData = z.output<typeof originTripSchema>;

export const ORIGIN_TRIP_DEFAULTS: OriginTripInput = {
  fullName: "",
  email: "",
  role: "",
  phone: "",
  company: "",
  addressLine1: "",
  addressLine2: "",
  city: "",
  stateProvince: "",
  postalCode: "",
  country: "",
  experience: "",
  preferredDates: "",
  specialRequests: "",
  selectedExperiences: [],
  groupSize: DEFAULT_GROUP_SIZE,
  website: "",
};
