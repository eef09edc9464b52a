// The footer's text and links: an island (app/lib/island.tsx), kept as the server drew it.
import { Link } from "react-router";
import { companyFigures, listInWords, originRegions } from "../../../content/facts";
import { FOOTER_LINKS, TRADE_DESK_LINKS } from "./footer-links";

export function FooterAbout() {
  return (
    <>
      <p className="font-display text-2xl text-white">Abyssinia Green Coffee</p>
      <p className="mt-3 max-w-sm text-sm leading-relaxed">
        Specialty and commercial green coffee from our own farms and washing stations in{" "}
        {listInWords(originRegions)}. Traceable lots, shipped from Addis Ababa to roasters in{" "}
        {companyFigures.countries} countries.
      </p>
    </>
  );
}

/** Quick links scroll the home page's sections (from another page, after going home). */
export function FooterLinks() {
  return (
    <>
      <nav aria-label="Quick links">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-accent">Quick links</p>
        <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm md:grid-cols-1">
          {FOOTER_LINKS.map((link) => (
            <li key={link.section}>
              <a href={`/#${link.section}`} className="transition hover:text-white">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-accent">Trade desk</p>
        <ul className="mt-4 space-y-2 text-sm">
          {TRADE_DESK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="hover:text-white">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

export function FooterLegal() {
  const year = new Date().getFullYear();
  return (
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
  );
}
