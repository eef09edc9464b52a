import { BedDouble, MapPin } from "lucide-react";
import type { ItineraryDay } from "../../../content/trip-programme";

/** The five days as a timeline. */
export function TripItinerary({ days }: { days: readonly ItineraryDay[] }) {
  return (
    <section id="itinerary" aria-labelledby="itinerary-heading" className="bg-white py-16 md:py-24">
      <div className="container-page">
        <p className="text-xs font-semibold uppercase tracking-[0.22em] text-secondary">
          Itinerary
        </p>
        <h2 id="itinerary-heading" className="mt-3 text-3xl md:text-4xl">
          The {days.length}-Day Itinerary
        </h2>
        <ol className="mt-12 space-y-0">
          {days.map((day, index) => (
            <li
              key={day.day}
              className="relative grid gap-4 pb-12 pl-12 last:pb-0 md:grid-cols-[10rem_minmax(0,1fr)] md:gap-10 md:pl-0"
            >
              {index < days.length - 1 ? (
                <span
                  aria-hidden
                  className="absolute bottom-0 left-[1.1rem] top-10 w-px bg-line md:left-[11.35rem]"
                />
              ) : null}
              <span
                aria-hidden
                className="absolute left-0 top-0 flex h-9 w-9 items-center justify-center rounded-full bg-primary font-display text-sm text-white md:left-[10.25rem]"
              >
                {day.day}
              </span>
              <div className="md:pt-1.5 md:text-right md:pr-6">
                <p className="text-sm font-semibold uppercase tracking-[0.16em] text-secondary">
                  Day {day.day}
                </p>
                {/* The pin flows with the words, so it stays beside a right-aligned place name
                    that wraps. */}
                <p className="mt-1 text-sm text-muted">
                  <MapPin aria-hidden className="mr-1.5 inline h-3.5 w-3.5 align-[-2px]" />
                  {day.location}
                </p>
              </div>
              <div className="md:pl-12">
                <h3 className="text-2xl">{day.title}</h3>
                <ul className="mt-4 space-y-2.5 text-[15px] leading-relaxed text-ink/85">
                  {day.activities.map((activity) => (
                    <li key={activity} className="flex gap-3">
                      <span
                        aria-hidden
                        className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-accent"
                      />
                      {activity}
                    </li>
                  ))}
                </ul>
                <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-light px-3.5 py-1.5 text-sm text-muted">
                  <BedDouble aria-hidden className="h-4 w-4 text-secondary" />
                  Overnight: {day.overnight}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
