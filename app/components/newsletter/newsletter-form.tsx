// The newsletter form as the page shows it: a part drawn from its props (decision 049). Subscribe
// says in its markup what it does (`data-action="subscribe"`), and newsletter-signup.tsx, which
// holds the outcome, acts on it (decisions 052, 053); pressing Enter in the field presses it too.
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Honeypot } from "~/components/ui/honeypot";
import { inputClass } from "~/components/ui/input-class";
import { cn } from "~/lib/cn";
import { NEWSLETTER_CHECK_INBOX, NEWSLETTER_PRIVACY_NOTE } from "../../../common/newsletter";

export type NewsletterOutcome =
  { kind: "idle" | "sending" } | { kind: "done" } | { kind: "failed"; message: string };

export interface NewsletterFormProps {
  /** "dark" on the footer's dark ground, "light" on a page's white card. */
  tone: "dark" | "light";
  outcome: NewsletterOutcome;
  /** The address as the visitor sent it, kept in the field while it is sent and if it fails. */
  email: string;
}

export function NewsletterForm({ tone, outcome, email }: NewsletterFormProps) {
  const id = useId();
  const onDark = tone === "dark";
  const failed = outcome.kind === "failed";
  return (
    <form noValidate className="relative">
      <label
        htmlFor={`${id}-email`}
        className={cn("block text-sm font-medium", onDark ? "text-white" : "text-ink")}
      >
        Newsletter: your email address
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={255}
          aria-invalid={failed}
          aria-describedby={`${id}-privacy${failed ? ` ${id}-error` : ""}`}
          defaultValue={email}
          className={cn(inputClass, "sm:flex-1")}
        />
        <Button
          type="submit"
          data-action="subscribe"
          variant={onDark ? "accent" : "primary"}
          disabled={outcome.kind === "sending"}
        >
          {outcome.kind === "sending" ? "Subscribing..." : "Subscribe"}
        </Button>
      </div>
      <Honeypot name="website" defaultValue="" />
      <p
        id={`${id}-privacy`}
        className={cn("mt-2 text-xs", onDark ? "text-white/70" : "text-muted")}
      >
        {NEWSLETTER_PRIVACY_NOTE}
      </p>
      <p
        role="status"
        className={cn(
          "text-sm",
          onDark ? "text-white" : "text-stock",
          outcome.kind === "done" && "mt-2",
        )}
      >
        {outcome.kind === "done" ? NEWSLETTER_CHECK_INBOX : null}
      </p>
      {failed ? (
        <p
          id={`${id}-error`}
          role="alert"
          className={cn("mt-2 text-sm", onDark ? "text-accent-soft" : "text-soldout")}
        >
          {outcome.message}
        </p>
      ) : null}
    </form>
  );
}
