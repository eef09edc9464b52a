import { useRef, type MouseEvent } from "react";
import { hero } from "../../../content/company";
import { Button, buttonClass } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { cn } from "~/lib/cn";
import { HERO_VIDEO_URL, useHeroAutoplay } from "~/lib/hero-autoplay";
import { scrollToId } from "~/lib/scroll-to-section";

function scrollLink(section: string) {
  return {
    href: `/#${section}`,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      scrollToId(section);
    },
  };
}

export interface HomeHeroProps {
  onRequestSamples: () => void;
  /** Starts loading the sample wizard when the visitor shows interest, before the click. */
  onPrepareSamples?: () => void;
}

/** The first screen: the highlands under a dark gradient, the headline and the three ways in. */
export function HomeHero({ onRequestSamples, onPrepareSamples }: HomeHeroProps) {
  const video = useRef<HTMLVideoElement>(null);
  const playing = useHeroAutoplay(video);
  return (
    <section
      id="home"
      aria-labelledby="hero-heading"
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-end overflow-hidden bg-dark lg:min-h-[calc(100svh-4.5rem)]"
    >
      {HERO_VIDEO_URL ? (
        <video
          ref={video}
          src={HERO_VIDEO_URL}
          muted
          loop
          playsInline
          preload="metadata"
          aria-hidden
          tabIndex={-1}
          className="absolute inset-0 -z-20 h-full w-full object-cover"
        />
      ) : null}
      <div
        className={cn(
          "absolute inset-0 -z-10 transition-opacity duration-1000 ease-out",
          playing && "opacity-0",
        )}
      >
        <ResponsiveImage
          id={hero.image.id}
          alt={hero.image.alt}
          sizes="100vw"
          priority
          fullScreen
          className="h-full w-full object-cover"
        />
      </div>
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-linear-to-t from-dark/90 via-dark/55 to-dark/25"
      />

      <div className="container-page pb-14 pt-28 md:pb-24 lg:pb-28">
        <p className="text-[11px] font-semibold uppercase tracking-[0.2em] text-accent-soft sm:text-xs sm:tracking-[0.28em] md:text-sm">
          {hero.regions.join(" · ")}
        </p>
        <h1
          id="hero-heading"
          className="mt-5 max-w-4xl text-[3.25rem] leading-[0.98] text-white sm:text-7xl lg:text-8xl"
        >
          {hero.headline}
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-white/85 md:text-xl">
          {hero.subheadline}
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <a className={buttonClass({ variant: "accent", size: "lg" })} {...scrollLink("products")}>
            {hero.actions.exploreProducts}
          </a>
          <Button
            variant="light"
            size="lg"
            onClick={onRequestSamples}
            onPointerEnter={onPrepareSamples}
            onFocus={onPrepareSamples}
          >
            {hero.actions.requestSamples}
          </Button>
          <a
            className={buttonClass({
              variant: "onDark",
              size: "lg",
              className: "backdrop-blur-sm",
            })}
            {...scrollLink("origin-trips")}
          >
            {hero.actions.exploreOriginTrips}
          </a>
        </div>
      </div>
    </section>
  );
}
