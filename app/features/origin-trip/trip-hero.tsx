import { useRef, type ReactNode } from "react";
import { HERO_VIDEO_URL, useHeroAutoplay } from "~/lib/hero-autoplay";
import { cn } from "~/lib/cn";

/**
 * The first screen: its still image, words and buttons (trip-hero-story.tsx, kept as the server
 * drew them), and over the image the video, faded in once it plays.
 */
export function TripHero({ children }: { children: ReactNode }) {
  const video = useRef<HTMLVideoElement>(null);
  const playing = useHeroAutoplay(video);
  return (
    <section className="relative isolate overflow-hidden bg-dark text-white">
      {children}
      {HERO_VIDEO_URL ? (
        <video
          ref={video}
          src={HERO_VIDEO_URL}
          muted
          loop
          playsInline
          preload="metadata"
          aria-hidden
          className={cn(
            "absolute inset-0 -z-20 h-full w-full object-cover transition-opacity duration-1000",
            !playing && "opacity-0",
          )}
        />
      ) : null}
    </section>
  );
}
