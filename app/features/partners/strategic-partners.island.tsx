import { partnersSection } from "../../../content/partners";
import { strategicPartners } from "../../../content/strategic-partners";
import { ResponsiveImage } from "~/components/ui/responsive-image";

/**
 * The section's heading and the five Ethiopian strategic partners with their marks: an island,
 * above the records that load beside it.
 */
export function StrategicPartners() {
  return (
    <>
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
    </>
  );
}
