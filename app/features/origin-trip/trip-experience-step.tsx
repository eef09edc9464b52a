import { FlaskConical, Handshake, Sprout, type LucideIcon } from "lucide-react";
import { useId } from "react";
import type { TripExperienceId } from "~common/constants";
import { tripExperiences } from "../../../content/trip-experiences";
import type { TripBookingFormApi } from "./trip-booking-form-api";

const EXPERIENCE_ICONS: Record<TripExperienceId, LucideIcon> = {
  "harvest-tour": Sprout,
  "quality-lab": FlaskConical,
  "direct-trade": Handshake,
};

/** Step 1: one or more of the three experiences, as checkbox cards. */
export function TripExperienceStep({ form }: { form: TripBookingFormApi }) {
  const error = form.formState.errors.selectedExperiences?.message;
  const baseId = useId();
  const errorId = `${baseId}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm text-muted">Choose one or more experiences.</legend>
      <div className="mt-4 grid gap-3 md:grid-cols-3">
        {tripExperiences.map(({ id, title, summary }) => {
          const Icon = EXPERIENCE_ICONS[id];
          return (
            <label
              key={id}
              className="group relative flex cursor-pointer gap-4 rounded-xl border border-line bg-white p-4 transition hover:border-primary/40 has-checked:border-primary has-checked:bg-primary/[0.04] has-checked:shadow-sm has-focus-visible:ring-2 has-focus-visible:ring-accent md:flex-col md:gap-0 md:p-5"
            >
              <span
                aria-hidden
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary"
              >
                <Icon className="h-5 w-5" />
              </span>
              <span className="min-w-0 flex-1 md:mt-4">
                <span
                  id={`${baseId}-${id}-title`}
                  className="block pr-8 font-display text-lg text-dark md:pr-0"
                >
                  {title}
                </span>
                <span
                  id={`${baseId}-${id}-summary`}
                  className="mt-1 block text-sm leading-relaxed text-muted md:mt-1.5"
                >
                  {summary}
                </span>
              </span>
              <input
                type="checkbox"
                value={id}
                aria-labelledby={`${baseId}-${id}-title`}
                aria-describedby={`${baseId}-${id}-summary`}
                className="absolute right-4 top-4 h-5 w-5 accent-primary md:right-5 md:top-5"
                {...form.register("selectedExperiences")}
              />
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-3 text-sm text-soldout">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
