import { originTrip } from "../../../content/origin-trip";
import { Button } from "~/components/ui/button";

/**
 * The closing band: seats left, how fast we answer, and the way in.
 */
export function TripCallToAction({
  datesLabel,
  onRegister,
}: {
  datesLabel: string;
  onRegister: () => void;
}) {
  return (
    <section aria-labelledby="trip-cta-heading" className="container-page pb-20 md:pb-28">
      <div className="relative overflow-hidden rounded-3xl bg-dark px-6 py-12 text-white shadow-xl md:px-14 md:py-16">
        <div
          aria-hidden
          className="absolute -right-24 -top-24 h-72 w-72 rounded-full bg-accent/20 blur-3xl"
        />
        <div className="relative grid items-center gap-8 md:grid-cols-[minmax(0,1fr)_auto]">
          <div>
            <p className="tabular text-xs font-semibold uppercase tracking-[0.22em] text-accent">
              {datesLabel}
            </p>
            <h2 id="trip-cta-heading" className="mt-3 text-3xl text-white md:text-4xl">
              <span className="tabular">{originTrip.spotsRemaining}</span> spots remaining of{" "}
              <span className="tabular">{originTrip.seats}</span>
            </h2>
            <p className="mt-4 max-w-xl leading-relaxed text-white/80">
              Register today and our team replies within{" "}
              <span className="tabular">{originTrip.replyWithinHours}</span> hours to confirm your
              seat.
            </p>
          </div>
          <Button variant="accent" size="lg" onClick={onRegister}>
            {originTrip.registerLabel}
          </Button>
        </div>
      </div>
    </section>
  );
}
