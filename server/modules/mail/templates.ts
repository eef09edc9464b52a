// Notes to the sales team, one per kind of visitor request. Each lists every stored field so the
// team can answer from the mail alone, and links to the request's tab in /admin.
import type { RequestType } from "../../../common/constants";
import { compose, type MailContent, type Section } from "./letter";
import {
  addressLines,
  type ContactRow,
  lotLine,
  quoteCoffeeLines,
  sampleCoffee,
  sampleCoffeeLines,
  tripLines,
  type QuoteRow,
  type RequestedLot,
  type SampleRow,
  type TripRow,
} from "./request-lines";

/** Where the links in a note point: PUBLIC_URL, when the deployment has one. */
export interface NoteLinks {
  publicUrl: string | undefined;
}

/** The admin panel opens on the tab named by the hash (app/features/admin/panel). */
function adminTab(links: NoteLinks, tab: RequestType) {
  if (!links.publicUrl) return null;
  return { label: "Open in the admin panel", href: `${links.publicUrl}/admin#${tab}` };
}

function requestSection(status: string, received: Date): Section {
  return {
    title: "Request",
    lines: [
      ["Status", status],
      ["Received", received.toISOString()],
    ],
  };
}

export function quoteRequestMail(
  quote: QuoteRow,
  links: NoteLinks,
  lot: RequestedLot | null,
): MailContent {
  const reference = quote.reference;
  return compose({
    subject: `Quote request ${reference}: ${quote.coffeeName} for ${quote.company}`,
    paragraphs: [`A new quote request has arrived (reference ${reference}).`],
    sections: [
      {
        title: "Contact",
        lines: [
          ["First name", quote.firstName],
          ["Last name", quote.lastName],
          ["Email", quote.email],
          ["Phone", quote.phone],
          ["Company", quote.company],
          ["Job title/role", quote.role],
        ],
      },
      { title: "Address", lines: addressLines(quote) },
      { title: "Coffee", lines: [lotLine(lot), ...quoteCoffeeLines(quote)] },
      requestSection(quote.status, quote.createdAt),
    ],
    action: adminTab(links, "quote-requests"),
  });
}

export function sampleRequestMail(
  sample: SampleRow,
  links: NoteLinks,
  lot: RequestedLot | null,
): MailContent {
  const reference = sample.reference;
  return compose({
    subject: `Sample request ${reference}: ${sample.sampleSize} of ${sampleCoffee(sample, lot)} for ${sample.companyName}`,
    paragraphs: [`A new sample request has arrived (reference ${reference}).`],
    sections: [
      {
        title: "Contact",
        lines: [
          ["Company name", sample.companyName],
          ["Contact name", sample.contactName],
          ["Email", sample.email],
          ["Phone", sample.phone],
          ["Job title/role", sample.role],
        ],
      },
      { title: "Shipping address", lines: addressLines(sample) },
      { title: "Coffee", lines: [lotLine(lot), ...sampleCoffeeLines(sample)] },
      requestSection(sample.status, sample.createdAt),
    ],
    action: adminTab(links, "sample-requests"),
  });
}

export function originTripMail(trip: TripRow, links: NoteLinks): MailContent {
  const reference = trip.reference;
  return compose({
    subject: `Origin trip request ${reference}: ${trip.fullName}, group of ${trip.groupSize}`,
    paragraphs: [`A new origin trip request has arrived (reference ${reference}).`],
    sections: [
      {
        title: "Contact",
        lines: [
          ["Full name", trip.fullName],
          ["Email", trip.email],
          ["Phone", trip.phone],
          ["Company", trip.company],
          ["Job title/role", trip.role],
        ],
      },
      { title: "Address", lines: addressLines(trip) },
      { title: "Trip", lines: tripLines(trip) },
      requestSection(trip.status, trip.submittedAt),
    ],
    action: adminTab(links, "origin-trips"),
  });
}

/** The note holds the whole message; the Messages tab keeps its status and history (issue 49). */
export function contactMail(contact: ContactRow, links: NoteLinks): MailContent {
  const reference = contact.reference;
  return compose({
    subject: `Contact message ${reference} from ${contact.name}`,
    paragraphs: [`A visitor wrote through the contact form (reference ${reference}).`],
    sections: [
      {
        title: "Message",
        lines: [
          ["Name", contact.name],
          ["Email", contact.email],
          ["Phone", contact.phone],
          ["Message", contact.message],
          ["Received", contact.createdAt.toISOString()],
        ],
      },
    ],
    action: adminTab(links, "contact"),
  });
}
