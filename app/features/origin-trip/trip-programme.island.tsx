import { exclusions, inclusions, itinerary } from "../../../content/trip-programme";
import { tripExperiences } from "../../../content/trip-experiences";
import { TripExperiences } from "./trip-experiences";
import { TripInclusions } from "./trip-inclusions";
import { TripItinerary } from "./trip-itinerary";

/** The days, the experiences and what the price covers: text and pictures only, an island. */
export function TripProgramme() {
  return (
    <>
      <TripItinerary days={itinerary} />
      <TripExperiences experiences={tripExperiences} />
      <TripInclusions inclusions={inclusions} exclusions={exclusions} />
    </>
  );
}
