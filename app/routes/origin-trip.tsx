import { Suspense, useState } from "react";
import { originTrip, originTripDates } from "../../content/origin-trip";
import { useCurrentYear } from "~/features/origin-trip/current-year";
import { TripDetails } from "~/features/origin-trip/trip-details";
import { TripHero } from "~/features/origin-trip/trip-hero";
import { TripHeroStory } from "~/features/origin-trip/trip-hero-story";
import type { Route } from "./+types/origin-trip";
import {
  linkPreview,
  loadSitePictures,
  readSitePictures,
  SitePicturesProvider,
} from "~/lib/site-pictures";
import { pageMeta } from "~/lib/page-meta";
import { imagePreload } from "~/components/ui/responsive-image";
import { lazyPart } from "~/lib/lazy-part";

// The booking form loads only when a visitor registers.
const TripBookingDialog = lazyPart(() => import("~/features/origin-trip/trip-booking-dialog"));

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    "/origin-trip",
    [
      { title: "Origin Trip | Abyssinia Green Coffee" },
      {
        name: "description",
        content: `${originTrip.expedition}: ${originTrip.duration} from ${originTrip.startsOn}. ${originTrip.intro}`,
      },
      // The trip's picture is the largest thing above the fold: fetched while the HTML is read.
      ...imagePreload(originTrip.image.id, {
        fullScreen: true,
        photo: loaderData?.sitePictures?.[originTrip.image.id],
      }),
    ],
    { image: linkPreview(loaderData?.sitePictures, "teaser-origin-trip") },
  );

/** Server: the photographs set in the page's pictures (issue 50), in the HTML it sends. */
export const loader = ({ context }: Route.LoaderArgs) => loadSitePictures(context);
/** Browser, arriving from another page: the same, through the API. */
export const clientLoader = readSitePictures;

export default function OriginTripPage({ loaderData }: Route.ComponentProps) {
  const year = useCurrentYear();
  const dates = originTripDates(year);
  // Mounted on the first Register Now and kept, so the dialog can animate out.
  const [booking, setBooking] = useState<{ open: boolean } | null>(null);
  const register = () => setBooking({ open: true });

  return (
    <SitePicturesProvider pictures={loaderData.sitePictures}>
      <TripHero>
        <TripHeroStory year={year} onRegister={register} />
      </TripHero>
      <TripDetails year={year} onRegister={register} />
      {booking ? (
        <Suspense fallback={null}>
          <TripBookingDialog
            open={booking.open}
            onOpenChange={(open) => setBooking({ open })}
            description={`${originTrip.title} ${year} · ${dates.label}`}
          />
        </Suspense>
      ) : null}
    </SitePicturesProvider>
  );
}
