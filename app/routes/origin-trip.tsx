import { lazy, Suspense, useState } from "react";
import { faq, originTrip, originTripDates } from "../../content/origin-trip";
import { useCurrentYear } from "~/features/origin-trip/current-year";
import { TripCallToAction } from "~/features/origin-trip/trip-call-to-action";
import { TripFaq } from "~/features/origin-trip/trip-faq";
import { TripHero } from "~/features/origin-trip/trip-hero";
import { TripOverview } from "~/features/origin-trip/trip-overview";
import { BackToSection } from "~/features/stories/back-to-section";
import type { Route } from "./+types/origin-trip";
import { pageMeta } from "~/lib/page-meta";
import { imagePreload } from "~/components/ui/responsive-image";
import { staticPart } from "~/lib/static-part";

export const links: Route.LinksFunction = () =>
  imagePreload(originTrip.image.id, { fullScreen: true });

// The booking form loads only when a visitor registers.
const TripBookingDialog = lazy(() => import("~/features/origin-trip/trip-booking-dialog"));

// Text and pictures only: kept as the server drew them on a first load (decision 049).
const TripProgramme = staticPart(() =>
  import("~/features/origin-trip/trip-programme").then((m) => m.TripProgramme),
);

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "/origin-trip",
    [
      { title: "Origin Trip | Abyssinia Green Coffee" },
      {
        name: "description",
        content: `${originTrip.expedition}: ${originTrip.duration} from ${originTrip.startsOn}. ${originTrip.intro}`,
      },
    ],
    { image: "/media/teaser-origin-trip-1280.webp" },
  );

export default function OriginTripPage() {
  const year = useCurrentYear();
  const dates = originTripDates(year);
  // Mounted on the first Register Now and kept, so the dialog can animate out.
  const [booking, setBooking] = useState<{ open: boolean } | null>(null);
  const register = () => setBooking({ open: true });

  return (
    <>
      <TripHero
        year={year}
        datesLabel={dates.label}
        onRegister={register}
        back={<BackToSection section="origin-trips" label="Back to Origin Trips" onDark />}
      />
      <TripOverview year={year} datesLabel={dates.label} onRegister={register} />
      <TripProgramme />
      <section aria-labelledby="faq-heading" className="container-page pb-16 md:pb-24">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-14">
          <div>
            <p className="text-xs font-semibold uppercase tracking-[0.22em] text-secondary">
              Questions
            </p>
            <h2 id="faq-heading" className="mt-3 text-3xl md:text-4xl">
              Frequently Asked Questions
            </h2>
          </div>
          <TripFaq questions={faq} />
        </div>
      </section>
      <TripCallToAction datesLabel={dates.label} onRegister={register} />
      {booking ? (
        <Suspense fallback={null}>
          <TripBookingDialog
            open={booking.open}
            onOpenChange={(open) => setBooking({ open })}
            description={`${originTrip.title} ${year} · ${dates.label}`}
          />
        </Suspense>
      ) : null}
    </>
  );
}
