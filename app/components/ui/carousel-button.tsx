import type { ReactNode } from "react";

/** A round previous or next button of a row of cards (the origin carousel, the partners' row). */
export function CarouselButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="flex h-11 w-11 items-center justify-center rounded-full border border-primary/25 bg-white text-primary shadow-sm transition hover:bg-primary hover:text-white"
    >
      {children}
    </button>
  );
}
