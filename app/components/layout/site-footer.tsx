import { Link } from "react-router";
import { NewsletterSignup } from "~/components/newsletter/newsletter-signup";
import { useScrollToSection } from "~/lib/scroll-to-section";
import { companyFigures, listInWords, originRegions } from "../../../content/facts";
import { FOOTER_LINKS } from "./navigation";

export function SiteFooter() {
  const scrollTo = useScrollToSection();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-dark text-white/80">
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <p className="font-display text-2xl text-white">Abyssinia Green Coffee</p>
          <p className="mt-3 max-w-sm text-sm leading-relaxed">
            Specialty and commercial green coffee from our own farms and washing stations in{" "}
            {listInWords(originRegions)}. Traceable lots, shipped from Addis Ababa to roasters in{" "}
            {companyFigures.countries} countries.
          </p>
          <NewsletterSignup tone="dark" className="mt-8 max-w-md" />
        </div>
        <nav aria-label="Quick links">
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-accent">
            Quick links
          </p>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm md:grid-cols-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.section}>
                <a
                  href={`/#${link.section}`}
                  onClick={(event) => {
                    event.preventDefault();
                    scrollTo(link.section);
                  }}
                  className="transition hover:text-white"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-accent">
            Trade desk
          </p>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <Link to="/offers" className="hover:text-white">
                Current Offers
              </Link>
            </li>
            <li>
              <Link to="/specialty" className="hover:text-white">
                Specialty Coffee
              </Link>
            </li>
            <li>
              <Link to="/commercial" className="hover:text-white">
                Commercial Coffee
              </Link>
            </li>
            <li>
              <Link to="/origin-trip" className="hover:text-white">
                Origin Trip
              </Link>
            </li>
            <li>
              <Link to="/news-events" className="hover:text-white">
                News & Events
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-5 text-xs text-white/60 sm:flex-row sm:items-center sm:justify-between">
          <p>© {year} Abyssinia Green Coffee. All rights reserved.</p>
          <p className="flex gap-4">
            <Link to="/privacy" className="underline-offset-2 hover:text-white hover:underline">
              Privacy notice
            </Link>
            <span>Addis Ababa · Washington D.C.</span>
          </p>
        </div>
      </div>
    </footer>
  );
}
