// Company facts and copy (spec sections 1 and 9); the home page's hero is in home-hero.ts and the
// rest of its copy in home.ts. The contact facts (addresses, phone, sales email, hours, social
// profiles) are the exporter's to set in the desk's Site settings (issue 50): the pages read them
// through GET /api/site-settings (common/site-contact.ts), the mails and PDF sheets on the server.
import { companyFigures, listInWords, originRegions } from "./facts";

export interface CompanyFacts {
  readonly name: string;
  readonly description: string;
  readonly founded: string;
  readonly groupFounded: number;
}

export const company = {
  name: "Abyssinia Green Coffee",
  description: `Ethiopian green coffee exporter: specialty micro-lots and commercial contracts from ${listInWords(originRegions)}, traceable from our own farms and washing stations to your roastery.`,
  founded: companyFigures.founded,
  groupFounded: companyFigures.groupFounded,
} as const satisfies CompanyFacts;
