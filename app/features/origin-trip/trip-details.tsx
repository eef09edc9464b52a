import { originTripDates } from "../../../content/origin-trip";
import { TripCallToAction } from "./trip-call-to-action";
import { TripFaq } from "./trip-faq";
import { TripOverview } from "./trip-overview";
import { TripProgramme } from "./trip-programme";

/**
 * Everything below the hero: the trip at a glance, its programme, the questions and the closing
 * band. One part kept as the server drew it (decision 049); its Register Now buttons call the
 * page's `REGISTER_ACTION` and its questions `TOGGLE_ANSWER` (trip-actions.ts).
 */
export function TripDetails({ year }: { year: number }) {
  const datesLabel = originTripDates(year).label;
  return (
    <>
      <TripOverview year={year} datesLabel={datesLabel} />
      <TripProgramme />
      <TripFaq />
      <TripCallToAction datesLabel={datesLabel} />
    </>
  );
}
