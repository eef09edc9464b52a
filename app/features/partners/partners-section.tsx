import { Suspense } from "react";
import { partnersSection } from "../../../content/partners";
import { island } from "~/lib/island";
import { lazyPart } from "~/lib/lazy-part";

// The records of /api/partners come through the query layer, which loads after the page's own code.
const PartnerRecords = lazyPart(() => import("./partner-records"));
const StrategicPartners = island(() =>
  import("./strategic-partners.island").then((m) => m.StrategicPartners),
);

/**
 * The height of the row of records, the same while they load as once they are in: the records
 * arrive a second or two into a load, and a row that grew then would push everything below it
 * (the resources and the contact form) down under a reader who has already scrolled there.
 */
export const PARTNER_ROW_HEIGHT = "h-64";

/** What the section shows while the records are on their way, in the row they will fill. */
export function PartnersLoading() {
  return (
    <p
      role="status"
      className={`mt-6 flex ${PARTNER_ROW_HEIGHT} items-center justify-center rounded-2xl border border-dashed border-line text-muted`}
    >
      {partnersSection.loading}
    </p>
  );
}

/**
 * Partners and Customers: the five Ethiopian strategic partners always, then the records of
 * /api/partners. A failed load leaves only the fixed five (spec section 8 shows no error).
 */
export function PartnersSection() {
  return (
    <section id="partners" aria-labelledby="partners-heading" className="bg-white py-20 md:py-28">
      <div className="container-page">
        <StrategicPartners />

        <Suspense fallback={<PartnersLoading />}>
          <PartnerRecords />
        </Suspense>
      </div>
    </section>
  );
}
