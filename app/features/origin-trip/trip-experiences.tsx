import type { TripExperience } from "../../../content/trip-experiences";
import { ResponsiveImage } from "~/components/ui/responsive-image";

/** The three experiences a guest can book, as on the booking dialog's first step. */
export function TripExperiences({ experiences }: { experiences: readonly TripExperience[] }) {
  return (
    <section aria-labelledby="experiences-heading" className="bg-primary py-16 text-white md:py-24">
      <div className="container-page">
        <p className="text-xs font-semibold uppercase tracking-[0.22em] text-accent-soft">
          Experiences
        </p>
        <h2 id="experiences-heading" className="mt-3 text-3xl text-white md:text-4xl">
          Three Ways Into the Harvest
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {experiences.map((experience) => (
            <li
              key={experience.id}
              className="flex flex-col overflow-hidden rounded-2xl bg-white/[0.06] ring-1 ring-inset ring-white/15"
            >
              <div className="aspect-[16/10] overflow-hidden bg-white/10">
                <ResponsiveImage
                  id={experience.image.id}
                  alt={experience.image.alt}
                  sizes="(min-width: 1152px) 22rem, (min-width: 768px) 33vw, 100vw"
                  className="h-full w-full object-cover"
                />
              </div>
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl text-white">{experience.title}</h3>
                <p className="mt-3 text-[15px] leading-relaxed text-white/80">
                  {experience.description}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
