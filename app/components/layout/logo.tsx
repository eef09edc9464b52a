import { Link, useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { WORDMARK } from "~common/wordmark";

/** The logo goes home, or scrolls to the top when already home. */
export function Logo({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Link
      to="/"
      aria-label="Abyssinia Green Coffee, home"
      onClick={(event) => {
        onNavigate?.();
        if (pathname === "/") {
          event.preventDefault();
          window.scrollTo({ top: 0, behavior: "smooth" });
        }
      }}
      className={cn("group flex items-center gap-2.5", className)}
    >
      <svg viewBox="0 0 40 40" className="h-9 w-9 shrink-0" aria-hidden>
        <circle cx="20" cy="20" r="19" className="fill-primary" />
        <path
          d="M20 7c-6 3.5-8.5 8.5-8.5 13S14 29.5 20 33c6-3.5 8.5-8.5 8.5-13S26 10.5 20 7Z"
          className="fill-light"
        />
        <path
          d="M20 8.5c-2.2 4-2.2 8.3 0 12.2s2.2 8.2 0 12"
          fill="none"
          strokeWidth="1.8"
          strokeLinecap="round"
          className="stroke-primary"
        />
      </svg>
      {/* On the narrowest phones the mark alone leaves room for Current Offers and the menu. */}
      <span className="leading-none max-[359px]:sr-only">
        <span className="block font-wordmark text-lg font-semibold tracking-tight text-dark">
          {WORDMARK}
        </span>
        <span className="block text-[10px] font-semibold uppercase tracking-[0.22em] text-secondary">
          Green Coffee
        </span>
      </span>
    </Link>
  );
}
