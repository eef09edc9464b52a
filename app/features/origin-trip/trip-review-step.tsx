import { Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { EXPERIENCE_LEVEL_LABELS, TRIP_EXPERIENCES, type ExperienceLevel } from "~common/constants";
import type { OriginTripInput } from "~common/schemas/origin-trip";
import type { TripBookingStep } from "./trip-booking-form-api";

function ReviewSection({
  title,
  onEdit,
  editLabel,
  children,
}: {
  title: string;
  onEdit: () => void;
  editLabel: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-xl border border-line bg-light/60 p-5">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-lg">{title}</h3>
        <button
          type="button"
          onClick={onEdit}
          aria-label={editLabel}
          className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-primary transition hover:bg-primary/8"
        >
          <Pencil aria-hidden className="h-3.5 w-3.5" />
          Edit
        </button>
      </div>
      {children}
    </section>
  );
}

function text(value: unknown): string {
  return typeof value === "string"
    ? value.trim()
    : value === undefined || value === null
      ? ""
      : String(value);
}

/** Step 3: everything the visitor entered, each part with its way back to edit it. */
export function TripReviewStep({
  values,
  onEdit,
}: {
  values: OriginTripInput;
  onEdit: (step: TripBookingStep) => void;
}) {
  const chosen = TRIP_EXPERIENCES.filter(({ id }) => values.selectedExperiences?.includes(id));
  const level = text(values.experience) as ExperienceLevel | "";
  const details: [string, string][] = [
    ["Full Name", text(values.fullName)],
    ["Email", text(values.email)],
    ["Job Title/Role", text(values.role)],
    ["Company", text(values.company)],
    ["Phone", text(values.phone)],
    ["Address Line", text(values.addressLine1)],
    ["City", text(values.city)],
    ["Country", text(values.country)],
    ["Experience Level", level ? EXPERIENCE_LEVEL_LABELS[level] : ""],
    ["Group Size", text(values.groupSize)],
    ["Preferred Dates", text(values.preferredDates)],
    ["Special Requests", text(values.specialRequests)],
  ];
  return (
    <div className="space-y-4">
      <ReviewSection title="Experiences" onEdit={() => onEdit(0)} editLabel="Edit experiences">
        <ul className="mt-3 flex flex-wrap gap-2">
          {chosen.map(({ id, label }) => (
            <li
              key={id}
              className="rounded-full bg-primary/10 px-3 py-1 text-sm font-semibold text-primary"
            >
              {label}
            </li>
          ))}
        </ul>
      </ReviewSection>
      <ReviewSection title="Your Details" onEdit={() => onEdit(1)} editLabel="Edit your details">
        <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          {details.map(([label, value]) => (
            <div key={label} className={label === "Special Requests" ? "sm:col-span-2" : undefined}>
              <dt className="text-xs font-semibold uppercase tracking-[0.12em] text-muted">
                {label}
              </dt>
              <dd
                className={
                  value ? "mt-0.5 whitespace-pre-line break-words text-ink" : "mt-0.5 text-muted/80"
                }
              >
                {value || "Not provided"}
              </dd>
            </div>
          ))}
        </dl>
      </ReviewSection>
    </div>
  );
}
