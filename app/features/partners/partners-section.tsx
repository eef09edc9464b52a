import { Building2, Coffee } from "lucide-react";
import { partnersSection, strategicPartners } from "../../../content/partners";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { usePartners } from "./partners-query";
import type { Partner } from "../../../common/contract/records";

const TYPE_LABELS: Record<Partner["type"], string> = { partner: "Partner", customer: "Customer" };

/** A partner or customer: its logo when it has one, else an icon tile with its name. */
function PartnerTile({ partner }: { partner: Partner }) {
  const Icon = partner.type === "customer" ? Coffee : Building2;
  return (
    <li className="flex h-full flex-col items-center rounded-2xl border border-line bg-white px-3 py-5 text-center sm:px-4 sm:py-6">
      {partner.image ? (
        <img
          src={partner.image}
          alt={partner.name}
          loading="lazy"
          decoding="async"
          className="h-12 w-auto max-w-[9rem] object-contain"
        />
      ) : (
        <span
          aria-hidden
          className="flex h-12 w-12 items-center justify-center rounded-full bg-primary/10 text-primary"
        >
          <Icon className="h-5 w-5" strokeWidth={1.75} />
        </span>
      )}
      <p className="mt-3 font-display text-[17px] leading-snug text-dark">{partner.name}</p>
      {partner.description ? (
        <p className="mt-1 text-xs leading-snug text-muted">{partner.description}</p>
      ) : null}
      <p className="mt-2 text-[10px] font-semibold uppercase tracking-[0.18em] text-secondary">
        {TYPE_LABELS[partner.type]}
      </p>
    </li>
  );
}

/**
 * Partners and Customers: the five Ethiopian strategic partners always, then the records of
 * /api/partners. A failed load leaves only the fixed five (spec section 8 shows no error).
 */
export function PartnersSection() {
  const { data: partners, isPending } = usePartners();
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

        {isPending ? (
          <p role="status" className="mt-10 text-center text-muted">
            {partnersSection.loading}
          </p>
        ) : partners && partners.length > 0 ? (
          <ul
            aria-label={partnersSection.title}
            className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          >
            {partners.map((partner) => (
              <PartnerTile key={partner.id} partner={partner} />
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
