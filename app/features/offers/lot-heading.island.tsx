// A lot's page heading (/offers/:id): the way back to the offers, the region, the lot's name, its
// grower and its availability. Text and one link: an island, kept as the server drew it.
import { ChevronLeft, MapPin } from "lucide-react";
import { Link } from "react-router";
import { quoteRegion } from "~common/constants";
import { AvailabilityBadge } from "./availability-badge";

export function LotHeading({
  name,
  region,
  grower,
  availability,
}: {
  name: string;
  region: string;
  /** The producer and farm, as one line; "" when neither is known. */
  grower: string;
  availability: string;
}) {
  return (
    <div className="border-b border-line bg-white">
      <div className="container-page py-8 md:py-12 print:py-2">
        <Link
          to="/offers"
          className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline print:hidden"
        >
          <ChevronLeft aria-hidden className="h-4 w-4" />
          All current offers
        </Link>
        <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <p className="flex items-center gap-1.5 text-sm font-semibold uppercase tracking-[0.16em] text-primary">
              <MapPin aria-hidden className="h-4 w-4" />
              {quoteRegion(region)}
            </p>
            <h1 id="lot-name" className="mt-2 text-4xl leading-tight md:text-5xl print:text-3xl">
              {name}
            </h1>
            {grower ? <p className="mt-2 text-lg text-muted">{grower}</p> : null}
          </div>
          <AvailabilityBadge availability={availability} />
        </div>
      </div>
    </div>
  );
}
