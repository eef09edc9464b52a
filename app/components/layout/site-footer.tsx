import { NewsletterSignup } from "~/components/newsletter/newsletter-signup";
import { staticPart } from "~/lib/static-part";

// Text and links only, kept as the server drew them on a first load (decision 049); the newsletter
// form is the footer's one working part.
const FooterAbout = staticPart(() => import("./footer-parts").then((m) => m.FooterAbout));
const FooterLinks = staticPart(() => import("./footer-parts").then((m) => m.FooterLinks));
const FooterLegal = staticPart(() => import("./footer-parts").then((m) => m.FooterLegal));

export function SiteFooter() {
  return (
    <footer className="bg-dark text-white/80">
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <FooterAbout />
          <NewsletterSignup tone="dark" className="mt-8 max-w-md" />
        </div>
        <FooterLinks />
      </div>
      <FooterLegal />
    </footer>
  );
}
