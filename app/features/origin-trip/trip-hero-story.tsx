import { CalendarDays, Clock, Users } from "lucide-react";
import type { ReactNode } from "react";
import { originTrip, originTripDates } from "../../../content/origin-trip";
import { Button, buttonClass } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { BackToSection } from "~/components/layout/back-to-section";

function HeroFact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2.5 rounded-full bg-white/10 px-4 py-2 text-sm font-medium text-white ring-1 ring-inset ring-white/20 backdrop-blur-sm">
      <span aria-hidden className="text-accent">
        {icon}
      </span>
      {children}
    </li>
  );
}

/**
 * The first screen: the still image under a dark gradient, the way back, the trip, this year's
 * dates, the seats left and the ways in.
 */
export function TripHeroStory({ year, onRegister }: { year: number; onRegister: () => void }) {
  const datesLabel = originTripDates(year).label;
  return (
    <>
      <ResponsiveImage
        id={originTrip.image.id}
        alt=""
        priority
        fullScreen
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-gradient-to-b from-dark/75 via-dark/55 to-dark/85"
      />
      <div className="container-page flex min-h-[min(88vh,46rem)] flex-col py-6 md:py-8">
        <div>
          <BackToSection section="origin-trips" label="Back to Origin Trips" onDark />
        </div>
        <div className="my-auto max-w-3xl py-12">
          <p className="text-xs font-semibold uppercase tracking-[0.24em] text-accent-soft">
            Origin Trip {year}
          </p>
          <h1 className="mt-4 text-4xl leading-[1.05] text-white sm:text-5xl md:text-6xl">
            {originTrip.title} <span className="tabular text-accent">{year}</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-white/85">{originTrip.intro}</p>
          <ul className="mt-8 flex flex-wrap gap-3">
            <HeroFact icon={<CalendarDays className="h-4 w-4" />}>
              <span className="tabular">{datesLabel}</span>
            </HeroFact>
            <HeroFact icon={<Clock className="h-4 w-4" />}>{originTrip.duration}</HeroFact>
            <HeroFact icon={<Users className="h-4 w-4" />}>
              <span className="tabular">
                {originTrip.spotsRemaining} of {originTrip.seats} seats left
              </span>
            </HeroFact>
          </ul>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Button variant="accent" size="lg" onClick={onRegister}>
              {originTrip.registerLabel}
            </Button>
            <a className={buttonClass({ variant: "onDark", size: "lg" })} href="#itinerary">
              View the Itinerary
            </a>
          </div>
        </div>
      </div>
    </>
  );
}
