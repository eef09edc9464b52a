import { useRef, type MouseEvent } from "react";
import { hero } from "../../../content/home-hero";
import { Button, buttonClass } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { HERO_VIDEO_URL, useHeroAutoplay } from "~/lib/hero-autoplay";
import { scrollToId } from "~/lib/scroll-to-section";
import { island } from "~/lib/island";

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

// The picture and the words keep the server's HTML on a first load; the ways in
// below them are drawn by the page.
const HomeHeroPicture = island(() =>
  import("./home-hero-parts.island").then((m) => m.HomeHeroPicture),
);
const HomeHeroWords = island(() => import("./home-hero-parts.island").then((m) => m.HomeHeroWords));

/**
 * The first screen: the highlands under a dark gradient, the headline and the three ways in; a
 * deployment's video fades in over the picture once it plays.
 */
export function HomeHero({ onRequestSamples, onPrepareSamples }: HomeHeroProps) {
  const video = useRef<HTMLVideoElement>(null);
  const playing = useHeroAutoplay(video);
  return (
    <section
      id="home"
      aria-labelledby="hero-heading"
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-end overflow-hidden bg-dark lg:min-h-[calc(100svh-4.5rem)]"
    >
      <HomeHeroPicture />
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
          className={cn(
            "absolute inset-0 -z-20 h-full w-full object-cover transition-opacity duration-1000 ease-out",
            !playing && "opacity-0",
          )}
        />
      ) : null}

      <div className="container-page pb-14 pt-28 md:pb-24 lg:pb-28">
        <HomeHeroWords />
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
