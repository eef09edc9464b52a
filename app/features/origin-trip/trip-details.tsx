import { originTripDates } from "../../../content/origin-trip";
import { island } from "~/lib/island";
import { TripCallToAction } from "./trip-call-to-action";
import { TripFaq } from "./trip-faq";
import { TripOverview } from "./trip-overview";

const TripProgramme = island(() => import("./trip-programme.island").then((m) => m.TripProgramme));

/**
 * Everything below the hero: the trip at a glance, its programme (an island: text and pictures),
 * the questions and the closing band.
 */
export function TripDetails({ year, onRegister }: { year: number; onRegister: () => void }) {
  const datesLabel = originTripDates(year).label;
  return (
    <>
      <TripOverview year={year} datesLabel={datesLabel} onRegister={onRegister} />
      <TripProgramme />
      <TripFaq />
      <TripCallToAction datesLabel={datesLabel} onRegister={onRegister} />
    </>
  );
}
