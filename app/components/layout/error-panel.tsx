// What a page shows in place of itself when it fails in the browser (spec section 8). Not in a
// page's first load: error-fallback.tsx, which is, holds the boundary and fetches this a moment
// after the page is drawn, so that it is here should the page fail without a network.
import { AlertTriangle } from "lucide-react";
import { useEffect, useRef } from "react";
import type { ErrorFallbackProps } from "./error-fallback";

/**
 * The panel takes the place of the page, wherever the visitor had scrolled to (a press on Request
 * Quote far down the lots): it comes into view, and its heading takes the focus that the pressed
 * button took away with it.
 */
export function ErrorPanel({ errorId, onReset }: ErrorFallbackProps) {
  const card = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    card.current?.scrollIntoView({ block: "nearest" });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div
      role="alert"
      className="container-page flex min-h-[60vh] items-center justify-center py-16"
    >
      <div
        ref={card}
        className="max-w-lg rounded-2xl border border-line bg-white p-8 text-center shadow-sm"
      >
        <AlertTriangle className="mx-auto h-10 w-10 text-accent" aria-hidden />
        <h1 ref={heading} tabIndex={-1} className="mt-4 text-3xl outline-none">
          Something went wrong
        </h1>
        <p className="mt-3 text-muted">
          We encountered an unexpected error. Our team has been notified and is working to fix the
          issue.
        </p>
        <p className="mt-2 text-sm text-muted">
          If the problem persists, please contact support
          {errorId ? ` and quote reference ${errorId}` : ""}.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={onReset}
            className="h-11 rounded-full bg-primary px-6 text-sm font-semibold text-white hover:brightness-110"
          >
            Try Again
          </button>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="h-11 rounded-full border border-line px-6 text-sm font-semibold text-ink hover:bg-light"
          >
            Reload Page
          </button>
        </div>
      </div>
    </div>
  );
}
