import { Check, Droplets, Factory, Sprout, Truck, Warehouse, type LucideIcon } from "lucide-react";
import { about } from "../../../content/home";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { SectionHeading } from "./section-heading";

// One icon per integrated operation, in the content's order: farms, washing, processing, storage, trucks.
const OPERATION_ICONS: readonly LucideIcon[] = [Sprout, Droplets, Factory, Warehouse, Truck];

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-heading" className="bg-light py-20 md:py-28">
      <div className="container-page">
        <div className="grid items-center gap-12 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-6">
            <SectionHeading id="about-heading" eyebrow={about.eyebrow} title={about.title} />
            <div className="mt-6 space-y-4 text-[17px] leading-relaxed text-ink/85">
              {about.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <ul className="mt-8 flex flex-wrap gap-2">
              {about.offerings.map((offering) => (
                <li
                  key={offering}
                  className="inline-flex items-center gap-1.5 rounded-full border border-primary/15 bg-white px-3.5 py-1.5 text-sm font-medium text-primary"
                >
                  <Check aria-hidden className="h-3.5 w-3.5" />
                  {offering}
                </li>
              ))}
            </ul>
          </div>
          <div className="relative lg:col-span-6">
            <div className="aspect-[4/5] overflow-hidden rounded-[2rem] shadow-[0_30px_60px_-30px_rgb(27_26_23/0.45)] sm:aspect-[4/3] lg:aspect-[4/5]">
              <ResponsiveImage
                id={about.image.id}
                alt={about.image.alt}
                sizes="(min-width: 1024px) 34rem, 100vw"
                className="h-full w-full object-cover"
              />
            </div>
            <ul
              aria-label="Coffee regions"
              className="absolute -bottom-6 left-4 right-4 flex flex-wrap justify-center gap-x-5 gap-y-1 rounded-2xl bg-white/95 px-6 py-4 font-display text-lg text-dark shadow-xl backdrop-blur sm:left-auto sm:right-6 sm:flex-nowrap lg:-left-8 lg:right-auto"
            >
              {about.regions.map((region) => (
                <li key={region} className="flex items-center gap-2">
                  <span aria-hidden className="h-1.5 w-1.5 rounded-full bg-accent" />
                  {region}
                </li>
              ))}
            </ul>
          </div>
        </div>

        <ul className="mt-20 grid gap-px overflow-hidden rounded-2xl border border-line bg-line sm:grid-cols-2 lg:grid-cols-5">
          {about.operations.map((operation, index) => {
            const Icon = OPERATION_ICONS[index] ?? Sprout;
            return (
              <li
                key={operation.title}
                className="flex gap-4 bg-white p-5 sm:block sm:p-6 sm:last:col-span-2 lg:last:col-span-1"
              >
                <Icon
                  aria-hidden
                  className="mt-1 h-6 w-6 shrink-0 text-secondary sm:mt-0"
                  strokeWidth={1.75}
                />
                <div>
                  <h3 className="text-xl sm:mt-4">{operation.title}</h3>
                  <p className="mt-1.5 text-sm leading-relaxed text-muted sm:mt-2">
                    {operation.body}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
