import type { ReactNode } from "react";

/**
 * A round previous or next button of a row of cards (the origin carousel, the partners' row). At
 * the row's end it is `unavailable`: announced as disabled and inert to clicks, but it keeps
 * keyboard focus, which a removed or `disabled` button would drop onto the page.
 */
export function CarouselButton({
  label,
  onClick,
  unavailable = false,
  children,
}: {
  label: string;
  onClick: () => void;
  unavailable?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-disabled={unavailable || undefined}
      onClick={unavailable ? undefined : onClick}
      className="flex h-11 w-11 items-center justify-center rounded-full border border-primary/25 bg-white text-primary shadow-sm transition hover:bg-primary hover:text-white aria-disabled:cursor-default aria-disabled:border-primary/10 aria-disabled:text-primary/30 aria-disabled:shadow-none aria-disabled:hover:bg-white aria-disabled:hover:text-primary/30"
    >
      {children}
    </button>
  );
}
