// The newsletter sign-up of the site footer and the news page. Kept light for every page: its form
// is a part kept as the server drew it (newsletter-form.tsx), and the code that checks and sends
// the address (the shared zod schema, the API client) is fetched when the form takes the focus or,
// at the latest, when Subscribe is pressed.
import { useRef, useState } from "react";
import { staticPart, type PartActions } from "~/lib/static-part";
import { NETWORK_ERROR_MESSAGE } from "../../../common/network-message";
import type { NewsletterOutcome } from "./newsletter-form";

const NewsletterForm = staticPart(() => import("./newsletter-form").then((m) => m.NewsletterForm));
const loadSignUp = () => import("./newsletter-sign-up");

/** The form's code and the sign-up's, for a visitor about to subscribe. */
function prefetch() {
  NewsletterForm.preload();
  void loadSignUp().catch(() => undefined);
}

export function NewsletterSignup({
  tone,
  className,
}: {
  /** "dark" on the footer's dark ground, "light" on a page's white card. */
  tone: "dark" | "light";
  className?: string;
}) {
  const [outcome, setOutcome] = useState<NewsletterOutcome>({ kind: "idle" });
  const [email, setEmail] = useState("");
  const root = useRef<HTMLDivElement>(null);

  const actions: PartActions = {
    subscribe: (button) => {
      const form = (button as HTMLButtonElement).form;
      if (!form || outcome.kind === "sending") return;
      setEmail(String(new FormData(form).get("email") ?? ""));
      setOutcome({ kind: "sending" });
      // The code itself may fail to arrive: that is the connection failing.
      void loadSignUp()
        .then(
          ({ signUp }) => signUp(form),
          () => NETWORK_ERROR_MESSAGE,
        )
        .then((failure) => {
          if (failure !== null) return setOutcome({ kind: "failed", message: failure });
          root.current?.querySelector("form")?.reset();
          setEmail("");
          setOutcome({ kind: "done" });
        });
    },
  };

  return (
    <div ref={root} className={className} onFocusCapture={prefetch} onPointerEnter={prefetch}>
      <NewsletterForm tone={tone} outcome={outcome} email={email} actions={actions} />
    </div>
  );
}
