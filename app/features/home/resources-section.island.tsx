import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { resourcesSection } from "../../../content/home";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { SectionHeading } from "./section-heading";

/** The way to the news and the photo galleries. */
export function ResourcesSection() {
  return (
    <section
      id="resources"
      aria-labelledby="resources-heading"
      className="bg-light pb-6 pt-20 md:pb-10 md:pt-28"
    >
      <div className="container-page">
        <SectionHeading
          id="resources-heading"
          eyebrow={resourcesSection.eyebrow}
          title={resourcesSection.title}
          intro={resourcesSection.intro}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {resourcesSection.links.map((link) => (
            <li key={link.cta.href}>
              <Link
                to={link.cta.href}
                className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-[0_1px_2px_rgb(27_26_23/0.04),0_12px_32px_-16px_rgb(27_26_23/0.18)] transition duration-200 hover:-translate-y-0.5 hover:border-primary/30 sm:flex-row md:flex-col lg:flex-row"
              >
                {/* Side by side only where the card is wide: alone in its row (sm) or at lg; two
                    half-width cards at md would squeeze the text into a narrow column. */}
                <div className="aspect-[16/10] shrink-0 overflow-hidden sm:aspect-auto sm:w-2/5 md:aspect-[16/10] md:w-auto lg:aspect-auto lg:w-2/5">
                  <ResponsiveImage
                    id={link.image.id}
                    alt=""
                    sizes="(min-width: 1024px) 18rem, (min-width: 768px) 50vw, 100vw"
                    className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.04]"
                  />
                </div>
                <div className="flex flex-1 flex-col p-6 md:p-7">
                  <h3 className="text-2xl">{link.title}</h3>
                  <p className="mt-2 flex-1 leading-relaxed text-muted">{link.body}</p>
                  <span className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-primary">
                    {link.cta.label}
                    <ArrowRight
                      aria-hidden
                      className="h-4 w-4 transition group-hover:translate-x-0.5"
                    />
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
