// A person's round portrait from the image library (issue 50), else their initials: on /team and
// in the home page's team teaser.
import { cn } from "~/lib/cn";
import { initialsOf } from "~/lib/initials";
import type { PublicImage } from "~common/contract/media";

interface PortraitProps {
  name: string;
  portrait: PublicImage | null;
  /** Drawn this many CSS pixels wide and high. */
  size: number;
  /** The portrait's words where it says more than the name beside it; "" (decorative) by default. */
  alt?: string;
  /** Size and ring classes (`h-16 w-16 ring-4 ring-primary/10`), and the initials' type. */
  className?: string;
}

/**
 * The portrait, cut round, from the smallest file of each format (it is drawn small); or the
 * initials on a filled circle, hidden from screen readers: the name is written beside it.
 */
export function Portrait({ name, portrait, size, alt = "", className }: PortraitProps) {
  const round = cn("shrink-0 rounded-full", className);
  if (!portrait)
    return (
      <span
        aria-hidden
        className={cn("flex items-center justify-center bg-primary font-display text-light", round)}
      >
        {initialsOf(name)}
      </span>
    );
  const smallest = (format: string) => portrait.variants.find((file) => file.format === format);
  const avif = smallest("avif");
  const webp = smallest("webp");
  return (
    <picture>
      {avif ? <source type="image/avif" srcSet={avif.url} /> : null}
      {webp ? <source type="image/webp" srcSet={webp.url} /> : null}
      <img
        src={portrait.jpeg.url}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        style={{ backgroundImage: `url(${portrait.placeholder})`, backgroundSize: "cover" }}
        className={cn("object-cover", round)}
      />
    </picture>
  );
}
