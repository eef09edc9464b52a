import { CalendarDays, Clock, MessageCircle, Users } from "lucide-react";
import type { ReactNode } from "react";
import { originTrip } from "../../../content/origin-trip";
import { Button } from "~/components/ui/button";

function OverviewFact({
  icon,
  label,
  value,
  note,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  note?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <span
        aria-hidden
        className="flex h-10 w-10 items-center justify-center rounded-full bg-primary/10 text-primary"
      >
        {icon}
      </span>
      <dt className="mt-5 text-xs font-semibold uppercase tracking-[0.16em] text-muted">{label}</dt>
      <dd className="mt-1">
        <span className="block font-display text-2xl text-dark">{value}</span>
        {note ? (
          <span className="mt-2 block text-sm leading-relaxed text-muted">{note}</span>
        ) : null}
      </dd>
    </div>
  );
}

/**
 * The trip at a glance: when, how long, how many and how fast we answer, and Register Now.
 */
export function TripOverview({
  year,
  datesLabel,
  onRegister,
}: {
  year: number;
  datesLabel: string;
  onRegister: () => void;
}) {
  return (
    <section aria-labelledby="trip-overview-heading" className="container-page py-16 md:py-24">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-14">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.22em] text-secondary">
            {originTrip.duration}
          </p>
          <h2 id="trip-overview-heading" className="mt-3 text-3xl md:text-4xl">
            {originTrip.expedition}
          </h2>
          <p className="mt-5 leading-relaxed text-ink/85">{originTrip.tourLength}</p>
          <Button className="mt-8" onClick={onRegister}>
            {originTrip.registerLabel}
          </Button>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          <OverviewFact
            icon={<CalendarDays className="h-5 w-5" />}
            label="Departure"
            value={<span className="tabular">{`${originTrip.startsOn}, ${year}`}</span>}
            note={<span className="tabular">{datesLabel}</span>}
          />
          <OverviewFact
            icon={<Clock className="h-5 w-5" />}
            label="Duration"
            value={originTrip.duration}
            note={originTrip.expedition}
          />
          <OverviewFact
            icon={<Users className="h-5 w-5" />}
            label="Limited seats"
            value={<span className="tabular">{originTrip.seats} participants</span>}
            note={<span className="tabular">{originTrip.spotsRemaining} spots remaining</span>}
          />
          <OverviewFact
            icon={<MessageCircle className="h-5 w-5" />}
            label="Our reply"
            value={<span className="tabular">Within {originTrip.replyWithinHours} hours</span>}
          />
        </dl>
      </div>
    </section>
  );
}
