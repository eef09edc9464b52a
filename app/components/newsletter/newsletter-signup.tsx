// The newsletter sign-up of the site footer and the news page. The code that checks and sends the
// address (the shared zod schema, the API client) is fetched when the form takes the focus or, at
// the latest, when Subscribe is pressed: it is not in every page's first load.
import { useId, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Honeypot } from "~/components/ui/honeypot";
import { inputClass } from "~/components/ui/input-class";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { NETWORK_ERROR_MESSAGE } from "~common/network-message";
import { NEWSLETTER_CHECK_INBOX, NEWSLETTER_PRIVACY_NOTE } from "~common/newsletter";

type Outcome = { kind: "idle" | "sending" | "done" } | { kind: "failed"; message: string };

const loadSignUp = () => import("./newsletter-sign-up");
const prefetch = () => void loadSignUp().catch(() => undefined);

export function NewsletterSignup({
  tone,
  className,
}: {
  /** "dark" on the footer's dark ground, "light" on a page's white card. */
  tone: "dark" | "light";
  className?: string;
}) {
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  // Until React has the page, a press would send the form by the browser, the address in the URL.
  const hydrated = useHydrated();
  const onDark = tone === "dark";
  const failed = outcome.kind === "failed";

  const subscribe = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outcome.kind === "sending") return;
    const form = event.currentTarget;
    setOutcome({ kind: "sending" });
    // The code itself may fail to arrive: that is the connection failing.
    void loadSignUp()
      .then(
        ({ signUp }) => signUp(form),
        () => NETWORK_ERROR_MESSAGE,
      )
      .then((failure) => {
        if (failure !== null) return setOutcome({ kind: "failed", message: failure });
        form.reset();
        setOutcome({ kind: "done" });
      });
  };

  return (
    <div className={className} onFocusCapture={prefetch} onPointerEnter={prefetch}>
      <form noValidate className="relative" onSubmit={subscribe}>
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
            className={cn(inputClass, "sm:flex-1")}
          />
          <Button
            type="submit"
            variant={onDark ? "accent" : "primary"}
            disabled={!hydrated || outcome.kind === "sending"}
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
    </div>
  );
}
