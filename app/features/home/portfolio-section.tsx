import { portfolioIntro, portfolioItems } from "../../../content/portfolio";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { cn } from "~/lib/cn";
import { SectionHeading } from "./section-heading";

/** The Photo Gallery: a season from cherry to container, as a mosaic with captions. */
export function PortfolioSection() {
  return (
    <section id="portfolio" aria-labelledby="portfolio-heading" className="bg-white py-20 md:py-28">
      <div className="container-page">
        <SectionHeading
          id="portfolio-heading"
          eyebrow={portfolioIntro.eyebrow}
          title={portfolioIntro.title}
          intro={portfolioIntro.body}
        />
        {/* A swipeable row on phones, a mosaic from tablets up. */}
        <ul
          tabIndex={0}
          aria-labelledby="portfolio-heading"
          className="-mx-5 mt-12 flex snap-x snap-mandatory gap-4 overflow-x-auto px-5 pb-2 sm:mx-0 sm:grid sm:auto-rows-[15rem] sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:auto-rows-[16rem] lg:grid-cols-4"
        >
          {portfolioItems.map((item, index) => (
            <li
              key={item.id}
              className={cn(
                "group relative h-[22rem] w-[80%] shrink-0 snap-start overflow-hidden rounded-2xl bg-dark sm:h-auto sm:w-auto",
                index === 0 && "sm:col-span-2 lg:row-span-2",
                index === 5 && "lg:col-span-2",
                index === portfolioItems.length - 1 && "sm:col-span-2 lg:col-span-1",
              )}
            >
              <figure className="h-full">
                <ResponsiveImage
                  id={item.image.id}
                  alt={item.image.alt}
                  sizes={
                    index === 0
                      ? "(min-width: 640px) 50vw, 100vw"
                      : "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                  }
                  className="h-full w-full object-cover transition duration-700 group-hover:scale-[1.04]"
                />
                <figcaption className="absolute inset-x-0 bottom-0 bg-linear-to-t from-dark/95 via-dark/65 to-transparent px-5 pb-4 pt-20 text-light">
                  <span className="text-[11px] font-semibold uppercase tracking-[0.18em] text-accent">
                    {item.category}
                  </span>
                  <span className="mt-0.5 block font-display text-xl">{item.title}</span>
                  <span className="mt-1 line-clamp-2 text-sm leading-snug text-light/80">
                    {item.description}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
