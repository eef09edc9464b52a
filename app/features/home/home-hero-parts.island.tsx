import { hero } from "../../../content/home-hero";
import { ResponsiveImage } from "~/components/ui/responsive-image";

/** The hero's still picture under its gradient: an island. */
export function HomeHeroPicture() {
  return (
    <>
      <ResponsiveImage
        id={hero.image.id}
        alt={hero.image.alt}
        sizes="100vw"
        priority
        fullScreen
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-linear-to-t from-dark/90 via-dark/55 to-dark/25"
      />
    </>
  );
}

/** The hero's words: the origins, the headline and what the company does, kept as drawn too. */
export function HomeHeroWords() {
  return (
    <>
      {/* On a band of shade of its own: the sky behind it is as light as the gold. */}
      <p className="inline-block rounded-full bg-dark/55 px-3.5 py-1.5 text-[11px] font-semibold uppercase tracking-[0.2em] text-accent-soft sm:text-xs sm:tracking-[0.28em] md:text-sm">
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
    </>
  );
}
