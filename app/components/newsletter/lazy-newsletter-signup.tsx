// The newsletter form sits below the fold wherever it is (the footer, the news page's card), so its
// code is a file of its own, fetched as the page hydrates (a form, as the dialogs' are). The server
// draws the form whole; React keeps that HTML until the code has arrived and hydrates it then.
import { Suspense, type ComponentProps } from "react";
import { lazyPart } from "~/lib/lazy-part";
import type { NewsletterSignup as Signup } from "./newsletter-signup";

const NewsletterSignup = lazyPart<ComponentProps<typeof Signup>>(() =>
  import("./newsletter-signup").then((m) => ({ default: m.NewsletterSignup })),
);

export function LazyNewsletterSignup(props: ComponentProps<typeof Signup>) {
  return (
    <Suspense fallback={null}>
      <NewsletterSignup {...props} />
    </Suspense>
  );
}
