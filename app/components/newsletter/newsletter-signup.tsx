// The newsletter sign-up of the site footer and the news page. Kept light for every page: no
// form library, and the shared zod schema is fetched only when someone presses Subscribe.
import { useId, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Honeypot, inputClass } from "~/components/ui/field";
import { callApi } from "~/lib/api-client";
import { fieldMessage } from "~/lib/field-message";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { NEWSLETTER_CHECK_INBOX, NEWSLETTER_PRIVACY_NOTE } from "../../../common/newsletter";

type Outcome =
  { kind: "idle" | "sending" } | { kind: "done" } | { kind: "failed"; message: string };

async function signUp(form: HTMLFormElement): Promise<void> {
  const data = new FormData(form);
  const input = {
    email: String(data.get("email") ?? ""),
    website: String(data.get("website") ?? ""),
  };
  const { newsletterSignUpSchema } = await import("../../../common/schemas/newsletter");
  const parsed = newsletterSignUpSchema.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
  await callApi("POST /api/newsletter", { body: parsed.data });
}

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
    try {
      await signUp(form);
      form.reset();
      setOutcome({ kind: "done" });
    } catch (error) {
      setOutcome({ kind: "failed", message: fieldMessage(error, "email") });
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
