import { Mail } from "lucide-react";
import { useId } from "react";
import { NewsletterSignup } from "./newsletter-signup";

/** The news page's invitation to the newsletter: a card with a heading and the sign-up form. */
export function NewsletterPanel() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-6 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8 md:grid-cols-[1fr_1.2fr] md:items-center md:p-10"
    >
      <div>
        <span
          aria-hidden
          className="flex h-11 w-11 items-center justify-center rounded-full bg-primary/10 text-primary"
        >
          <Mail className="h-5 w-5" />
        </span>
        <h2 id={headingId} className="mt-4 text-3xl">
          Harvest news by email
        </h2>
        <p className="mt-2 leading-relaxed text-muted">
          New lots as they reach the warehouse, cupping notes from the washing stations and the
          dates of the next origin trip, sent when there is something worth reading.
        </p>
      </div>
      <NewsletterSignup tone="light" />
    </section>
  );
}
