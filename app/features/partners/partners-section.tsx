import { lazy, Suspense } from "react";
import { partnersSection, strategicPartners } from "../../../content/partners";
import { ResponsiveImage } from "~/components/ui/responsive-image";

// The records of /api/partners come through the query layer, which loads after the page's own code.
const PartnerRecords = lazy(() => import("./partner-records"));

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
        <div className="max-w-2xl">
          <p className="text-xs font-semibold uppercase tracking-[0.22em] text-secondary">
            {partnersSection.eyebrow}
          </p>
          <h2 id="partners-heading" className="mt-3 text-4xl md:text-5xl">
            {partnersSection.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">{partnersSection.intro}</p>
        </div>

        <h3 className="mt-12 font-sans text-xs font-semibold uppercase tracking-[0.22em] text-muted">
          {partnersSection.strategicTitle}
        </h3>
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {strategicPartners.map((partner) => (
            <li
              key={partner.id}
              className="group flex flex-col items-center rounded-2xl border border-line bg-light/50 px-4 py-6 text-center last:col-span-2 sm:last:col-span-1"
            >
              <div className="h-16 w-16">
                <ResponsiveImage
                  id={partner.logo.id}
                  alt={partner.logo.alt}
                  sizes="4rem"
                  className="h-full w-full object-contain"
                />
              </div>
              <p className="mt-3 font-display text-xl text-dark">{partner.shortName}</p>
              <p className="mt-1 text-xs leading-snug text-muted">{partner.name}</p>
            </li>
          ))}
        </ul>

        <Suspense fallback={<PartnersLoading />}>
          <PartnerRecords />
        </Suspense>
      </div>
    </section>
  );
}
