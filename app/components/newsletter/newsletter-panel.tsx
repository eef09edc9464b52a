import { useId, type ComponentType } from "react";
import { NewsletterSignup } from "./newsletter-signup";

/**
 * A page's invitation to the newsletter: a card with the page's words (`Invitation`, which names
 * the card by the heading it draws with `headingId`) beside the sign-up form.
 */
export function NewsletterPanel({
  Invitation,
}: {
  Invitation: ComponentType<{ headingId: string }>;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-6 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8 md:grid-cols-[1fr_1.2fr] md:items-center md:p-10"
    >
      <Invitation headingId={headingId} />
      <NewsletterSignup tone="light" />
    </section>
  );
}
