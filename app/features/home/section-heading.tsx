import { cn } from "~/lib/cn";

export interface SectionHeadingProps {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  /** On a dark or primary background. */
  inverted?: boolean;
  className?: string;
}

/** Eyebrow, display-serif h2 and an optional lead paragraph: the top of every home section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  inverted,
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn("max-w-2xl", className)}>
      <p
        className={cn(
          "text-xs font-semibold uppercase tracking-[0.22em]",
          inverted ? "text-accent-soft" : "text-secondary",
        )}
      >
        {eyebrow}
      </p>
      <h2 id={id} className={cn("mt-3 text-4xl md:text-5xl", inverted && "text-light")}>
        {title}
      </h2>
      {intro ? (
        <p
          className={cn("mt-4 text-lg leading-relaxed", inverted ? "text-light/80" : "text-muted")}
        >
          {intro}
        </p>
      ) : null}
    </div>
  );
}
