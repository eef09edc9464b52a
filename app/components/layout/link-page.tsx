import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * The card a page reached by a mailed link shows its one message in (the newsletter's confirmation
 * and unsubscribe, a proposal that cannot be opened).
 */
export function LinkPage({
  kicker = "Newsletter",
  title,
  children,
}: {
  kicker?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="bg-light py-16 md:py-24">
      <div className="container-page">
        <div className="mx-auto max-w-xl rounded-3xl border border-line bg-white p-8 shadow-sm md:p-12">
          <p className="text-xs font-semibold uppercase tracking-[0.22em] text-accent-ink">
            {kicker}
          </p>
          <h1 className="mt-2 text-3xl md:text-4xl">{title}</h1>
          <div className="mt-5 space-y-4 leading-relaxed text-ink">{children}</div>
          <p className="mt-8 text-sm">
            <Link
              to="/offers"
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              See the current offers
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
