import { Suspense, useState } from "react";
import { originTrip, originTripDates } from "../../content/origin-trip";
import { useCurrentYear } from "~/features/origin-trip/current-year";
import { REGISTER_ACTION, TOGGLE_ANSWER, toggleAnswer } from "~/features/origin-trip/trip-actions";
import { TripHero } from "~/features/origin-trip/trip-hero";
import type { Route } from "./+types/origin-trip";
import { pageMeta } from "~/lib/page-meta";
import { imagePreload } from "~/components/ui/responsive-image";
import { staticPart } from "~/lib/static-part";
import { lazyPart } from "~/lib/lazy-part";

export const links: Route.LinksFunction = () =>
  imagePreload(originTrip.image.id, { fullScreen: true });

// The booking form loads only when a visitor registers.
const TripBookingDialog = lazyPart(() => import("~/features/origin-trip/trip-booking-dialog"));

// Kept as the server drew them on a first load (decision 049): text, pictures, links, the Back
// button, and the buttons that call the page's actions (trip-actions.ts). Both show the
// year, and are drawn anew by their code should the visitor's not be the one the page was built in.
const TripHeroStory = staticPart(() =>
  import("~/features/origin-trip/trip-hero-story").then((m) => m.TripHeroStory),
);
const TripDetails = staticPart(() =>
  import("~/features/origin-trip/trip-details").then((m) => m.TripDetails),
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
  const actions = {
    [REGISTER_ACTION]: () => setBooking({ open: true }),
    [TOGGLE_ANSWER]: toggleAnswer,
  };

  return (
    <>
      <TripHero>
        <TripHeroStory year={year} actions={actions} />
      </TripHero>
      <TripDetails year={year} actions={actions} />
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
