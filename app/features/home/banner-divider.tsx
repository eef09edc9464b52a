import { vectorSrc } from "~/components/ui/responsive-image";
import { cn } from "~/lib/cn";

/**
 * The coffee-leaf vine between two sections. The SVG is used as a mask so the line takes the
 * active palette's colour instead of the green it was drawn in.
 */
export function BannerDivider({ className }: { className?: string }) {
  const pattern = vectorSrc("coffee-leaf-pattern");
  return (
    <div aria-hidden className={cn("bg-light py-3", className)}>
      <div
        className="mx-auto h-14 max-w-[88rem] bg-secondary/45 md:h-16"
        style={
          pattern
            ? {
                maskImage: `url(${pattern})`,
                maskRepeat: "repeat-x",
                maskSize: "auto 100%",
                maskPosition: "center",
                WebkitMaskImage: `url(${pattern})`,
                WebkitMaskRepeat: "repeat-x",
                WebkitMaskSize: "auto 100%",
                WebkitMaskPosition: "center",
              }
            : { display: "none" }
        }
      />
    </div>
  );
}
