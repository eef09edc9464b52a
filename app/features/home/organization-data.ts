import { company } from "../../../content/company";
import { originRegions } from "../../../content/facts";

/** "December 2021" as schema.org writes a month: "2021-12". */
function isoMonth(words: string): string {
  const date = new Date(`1 ${words} UTC`);
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** schema.org Organization for the home page: only facts the site states as real. */
export function organizationData() {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    description: company.description,
    foundingDate: isoMonth(company.founded),
    areaServed: "Worldwide",
    knowsAbout: ["Green coffee", ...originRegions.map((region) => `${region} coffee`)],
    ...(company.socialLinks.length ? { sameAs: company.socialLinks.map((link) => link.href) } : {}),
  };
}
