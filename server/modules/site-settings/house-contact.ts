// The exporter's contact facts as the foot of a mail or a PDF sheet gives them: only what the
// exporter has set in the desk, one fact per line, nothing put in the place of one not given.
import type { SiteSettings } from "../../../common/contract/site-settings";
import { company } from "../../../content/company";

const oneLine = (lines: string) => lines.split("\n").join(", ");

/** The offices' addresses, the phone and sales address, and the export licence: what is set. */
export function contactLines(settings: SiteSettings): string[] {
  const reach = [settings.phone && `Tel. ${settings.phone}`, settings.salesEmail]
    .filter(Boolean)
    .join("  |  ");
  return [
    settings.addisAbabaAddress && oneLine(settings.addisAbabaAddress),
    settings.washingtonOffice && oneLine(settings.washingtonOffice),
    reach,
    settings.exportLicenceNumber && `Export licence ${settings.exportLicenceNumber}`,
  ].filter((line): line is string => Boolean(line));
}

/**
 * A mail's foot: the legal name and the contact lines; undefined while neither is set, so the
 * letter keeps its line of cities (server/modules/mail/letter.ts).
 */
export function mailFoot(settings: SiteSettings): string[] | undefined {
  const lines = contactLines(settings);
  if (!settings.legalName && lines.length === 0) return undefined;
  return [settings.legalName ?? company.name, ...lines];
}
