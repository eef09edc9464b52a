import { company } from "../../../content/company";
import { originRegions } from "../../../content/facts";

/** "December 2021" as schema.org writes a month: "2021-12". */
function isoMonth(words: string): string {
  const date = new Date(`1 ${words} UTC`);
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

/**
 * schema.org Organization for the home page: only facts the site states as real. The contact
 * facts are the exporter's settings, which the prerendered page does not hold (issue 50).
 */
function organizationData() {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    description: company.description,
    foundingDate: isoMonth(company.founded),
    areaServed: "Worldwide",
    knowsAbout: ["Green coffee", ...originRegions.map((region) => `${region} coffee`)],
  };
}

/**
 * The Organization as the page's JSON-LD, in its body: an island (decision
 * 049), so the browser neither works it out nor carries it twice (in the head and in the loader's
 * data). `<` is escaped, so no text in it can close the script.
 */
export function OrganizationJsonLd() {
  const json = JSON.stringify(organizationData()).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
