import { Suspense } from "react";
import { NewsletterSignup } from "~/components/newsletter/newsletter-signup";
import { island } from "~/lib/island";
import { lazyPart } from "~/lib/lazy-part";

// Text and links only, islands kept as the server drew them; the newsletter form is the footer's one
// working part.
const FooterAbout = island(() => import("./footer.island").then((m) => m.FooterAbout));
const FooterLinks = island(() => import("./footer.island").then((m) => m.FooterLinks));
const FooterLegal = island(() => import("./footer.island").then((m) => m.FooterLegal));
// The phone and sales email set in the desk, read once the page has its code.
const FooterContact = lazyPart(() => import("./footer-contact"));

export function SiteFooter() {
  return (
    <footer className="bg-dark text-white/80">
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <FooterAbout />
          <Suspense fallback={null}>
            <FooterContact />
          </Suspense>
          <NewsletterSignup tone="dark" className="mt-8 max-w-md" />
        </div>
        <FooterLinks />
      </div>
      <FooterLegal />
    </footer>
  );
}
