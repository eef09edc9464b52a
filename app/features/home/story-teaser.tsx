import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Teaser } from "../../../content/home";
import { buttonClass } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { cn } from "~/lib/cn";
import { SectionHeading } from "./section-heading";

export interface StoryTeaserProps {
  /** The home-page anchor of this section. */
  id: string;
  teaser: Teaser;
  /** light: page background; white: paper; dark: a full-bleed picture under a dark veil. */
  tone: "light" | "white" | "dark";
  imageSide?: "left" | "right";
}

/** A home-page teaser for one of the story pages: a picture, a few lines and the way in. */
export function StoryTeaser({ id, teaser, tone, imageSide = "left" }: StoryTeaserProps) {
  const headingId = `${id}-heading`;
  const cta = (
    <Link
      className={buttonClass({
        variant: tone === "dark" ? "accent" : "primary",
        size: "lg",
        className: "mt-8",
      })}
      to={teaser.cta.href}
    >
      {teaser.cta.label}
      <ArrowRight aria-hidden className="h-4 w-4" />
    </Link>
  );

  if (tone === "dark") {
    return (
      <section
        id={id}
        aria-labelledby={headingId}
        className="relative isolate overflow-hidden bg-dark py-28 md:py-40"
      >
        <ResponsiveImage
          id={teaser.image.id}
          alt={teaser.image.alt}
          sizes="100vw"
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-linear-to-r from-dark/95 via-dark/70 to-dark/20"
        />
        <div className="container-page">
          <div className="max-w-xl">
            <SectionHeading
              id={headingId}
              eyebrow={teaser.eyebrow}
              title={teaser.title}
              intro={teaser.body}
              inverted
            />
            {cta}
          </div>
        </div>
      </section>
    );
  }

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("py-20 md:py-28", tone === "white" ? "bg-white" : "bg-light")}
    >
      <div className="container-page grid items-center gap-10 md:grid-cols-2 lg:gap-20">
        <div
          className={cn(
            "aspect-[4/3] overflow-hidden rounded-[2rem] shadow-[0_30px_60px_-30px_rgb(27_26_23/0.45)]",
            imageSide === "right" && "md:order-2",
          )}
        >
          <ResponsiveImage
            id={teaser.image.id}
            alt={teaser.image.alt}
            sizes="(min-width: 768px) 50vw, 100vw"
            className="h-full w-full object-cover"
          />
        </div>
        <div>
          <SectionHeading
            id={headingId}
            eyebrow={teaser.eyebrow}
            title={teaser.title}
            intro={teaser.body}
          />
          {cta}
        </div>
      </div>
    </section>
  );
}
