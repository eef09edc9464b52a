import type { ReactNode } from "react";
import { Link } from "react-router";

/** The card the confirmation and unsubscribe pages show their one message in. */
export function LinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="bg-light py-16 md:py-24">
      <div className="container-page">
        <div className="mx-auto max-w-xl rounded-3xl border border-line bg-white p-8 shadow-sm md:p-12">
          <p className="text-xs font-semibold uppercase tracking-[0.22em] text-accent-ink">
            Newsletter
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

/** A link's token from the address; the prerendered page has none until it hydrates. */
export function tokenOf(search: URLSearchParams): string {
  return search.get("token")?.trim() ?? "";
}
