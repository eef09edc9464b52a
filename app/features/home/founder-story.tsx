import { Play } from "lucide-react";
import { founderHeritage, founderJourney } from "../../../content/home";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { SectionHeading } from "./section-heading";

/** The founder's firm since 2002, the loans and the farmers, then the founder's journey on film. */
export function FounderStory() {
  return (
    <section
      aria-labelledby="heritage-heading"
      className="relative overflow-hidden bg-primary py-20 text-light md:py-28"
    >
      <div className="container-page">
        <div className="grid items-center gap-12 lg:grid-cols-12 lg:gap-16">
          <div className="order-2 lg:order-1 lg:col-span-5">
            <div className="aspect-[4/5] overflow-hidden rounded-[2rem] ring-1 ring-light/10 sm:aspect-[16/10] lg:aspect-[4/5]">
              <ResponsiveImage
                id={founderHeritage.image.id}
                alt={founderHeritage.image.alt}
                sizes="(min-width: 1024px) 28rem, 100vw"
                className="h-full w-full object-cover object-[50%_35%]"
              />
            </div>
          </div>
          <div className="order-1 lg:order-2 lg:col-span-7">
            <SectionHeading
              id="heritage-heading"
              eyebrow={founderHeritage.eyebrow}
              title={founderHeritage.title}
              inverted
            />
            <div className="mt-6 space-y-4 text-[17px] leading-relaxed text-light/85">
              {founderHeritage.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <dl className="mt-10 grid grid-cols-2 gap-x-8 gap-y-8 border-t border-light/15 pt-8 sm:grid-cols-4">
              {founderHeritage.facts.map((fact) => (
                <div key={fact.label} className="flex flex-col-reverse justify-end">
                  <dt className="mt-1 text-sm leading-snug text-light/70">{fact.label}</dt>
                  <dd className="font-display text-4xl text-accent tabular">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>

        <div className="relative mt-20 overflow-hidden rounded-[2rem] bg-dark">
          <ResponsiveImage
            id={founderJourney.image.id}
            alt={founderJourney.image.alt}
            sizes="(min-width: 1152px) 72rem, 100vw"
            className="absolute inset-0 h-full w-full object-cover opacity-60"
          />
          <div
            aria-hidden
            className="absolute inset-0 bg-linear-to-r from-dark/95 via-dark/75 to-dark/10"
          />
          <div className="relative max-w-xl px-6 py-12 sm:px-10 md:py-16 lg:px-14">
            <h3 className="text-3xl text-light md:text-4xl">{founderJourney.title}</h3>
            <p className="mt-4 leading-relaxed text-light/80">{founderJourney.body}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              {/* The films are not published yet: the spec has these buttons do nothing. */}
              {founderJourney.videos.map((video) => (
                <button
                  key={video.duration}
                  type="button"
                  aria-label={`${video.label} (${video.duration})`}
                  className="group inline-flex items-center gap-3 whitespace-nowrap rounded-full bg-light/10 py-2 pl-2 pr-5 text-left text-sm font-semibold text-light ring-1 ring-light/25 backdrop-blur transition hover:bg-light/20"
                >
                  <span
                    aria-hidden
                    className="flex h-9 w-9 items-center justify-center rounded-full bg-accent text-dark transition group-hover:scale-105"
                  >
                    <Play className="ml-0.5 h-4 w-4 fill-current" />
                  </span>
                  <span>
                    {video.label}
                    <span className="ml-2 font-normal text-light/65 tabular">{video.duration}</span>
                  </span>
                </button>
              ))}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
