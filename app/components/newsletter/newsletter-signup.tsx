// The newsletter sign-up of the site footer and the news page. Kept light for every page: no
// form library, and the code that checks and sends the address (the shared zod schema, the API
// client) is fetched when the field takes the focus or, at the latest, when Subscribe is pressed.
import { useId, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Honeypot } from "~/components/ui/honeypot";
import { inputClass } from "~/components/ui/input-class";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { NETWORK_ERROR_MESSAGE } from "../../../common/network-message";
import { NEWSLETTER_CHECK_INBOX, NEWSLETTER_PRIVACY_NOTE } from "../../../common/newsletter";

type Outcome =
  { kind: "idle" | "sending" } | { kind: "done" } | { kind: "failed"; message: string };

const loadSignUp = () => import("./newsletter-sign-up");

export function NewsletterSignup({
  tone,
  className,
}: {
  /** "dark" on the footer's dark ground, "light" on a page's white card. */
  tone: "dark" | "light";
  className?: string;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const onDark = tone === "dark";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setOutcome({ kind: "sending" });
    // The code itself may fail to arrive: that is the connection failing.
    const failure = await loadSignUp().then(
      ({ signUp }) => signUp(form),
      () => NETWORK_ERROR_MESSAGE,
    );
    if (failure === null) {
      form.reset();
      setOutcome({ kind: "done" });
    } else {
      setOutcome({ kind: "failed", message: failure });
    }
  }

  const failed = outcome.kind === "failed";
  return (
    <form onSubmit={submit} noValidate className={cn("relative", className)}>
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
          onFocus={() => void loadSignUp().catch(() => undefined)}
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
  );
}
