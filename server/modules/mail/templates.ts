// Notes to the sales team, one per kind of visitor request. Each lists every stored field so the
// team can answer from the mail alone, and links to the request's tab in /admin.
import {
  COFFEE_CATEGORIES,
  EXPERIENCE_LEVEL_LABELS,
  QUOTE_UNITS,
  TRIP_EXPERIENCES,
  type ExperienceLevel,
  type RequestType,
} from "../../../common/constants";
import type { contacts, originTripRequests, quoteRequests, sampleRequests } from "../../db/schema";
import {
  contactReference,
  quoteReference,
  sampleReference,
  tripReference,
} from "../requests/reference";
import { compose, type Line, type MailContent, type Value } from "./letter";

/** Where the links in a note point: PUBLIC_URL, when the deployment has one. */
export interface NoteLinks {
  publicUrl: string | undefined;
}

/** The admin panel opens on the tab named by the hash (app/features/admin/panel). */
function adminTab(links: NoteLinks, tab: RequestType) {
  if (!links.publicUrl) return null;
  return { label: "Open in the admin panel", href: `${links.publicUrl}/admin#${tab}` };
}

export function labelOf(
  choices: readonly { value: string; label: string }[],
  value: string,
): string {
  return choices.find((choice) => choice.value === value)?.label ?? value;
}

function addressLines(record: {
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  stateProvince: string | null;
  postalCode: string | null;
  country: string | null;
}): Line[] {
  return [
    ["Address line 1", record.addressLine1],
    ["Address line 2", record.addressLine2],
    ["City", record.city],
    ["State/province", record.stateProvince],
    ["Postal code", record.postalCode],
    ["Country", record.country],
  ];
}

function offerReference(offerId: number | null): Value {
  return offerId === null ? null : `#${offerId}`;
}

/** The labels of a trip's chosen experiences, as the visitor saw them. */
export function experiencesOf(trip: typeof originTripRequests.$inferSelect): string {
  return trip.selectedExperiences
    .map((id) => TRIP_EXPERIENCES.find((e) => e.id === id)?.label ?? id)
    .join(", ");
}

/** "Sidama Bensa": the region and, when chosen, the variety of a sample. */
export function sampleCoffee(sample: typeof sampleRequests.$inferSelect): string {
  return [sample.coffeeRegion, sample.coffeeVariety].filter(Boolean).join(" ");
}

export function quoteRequestMail(
  quote: typeof quoteRequests.$inferSelect,
  links: NoteLinks,
): MailContent {
  const reference = quoteReference(quote);
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
      {
        title: "Coffee",
        lines: [
          ["Coffee name", quote.coffeeName],
          ["Offer", offerReference(quote.offerId)],
          ["Region", quote.region],
          ["Grade", quote.grade],
          ["Processing", quote.processing],
          ["Quantity", `${quote.quantity} ${labelOf(QUOTE_UNITS, quote.quantityUnit)}`],
          ["Notes", quote.notes],
        ],
      },
      {
        title: "Request",
        lines: [
          ["Status", quote.status],
          ["Received", quote.createdAt.toISOString()],
        ],
      },
    ],
    action: adminTab(links, "quote-requests"),
  });
}

export function sampleRequestMail(
  sample: typeof sampleRequests.$inferSelect,
  links: NoteLinks,
): MailContent {
  const reference = sampleReference(sample);
  return compose({
    subject: `Sample request ${reference}: ${sample.sampleSize} of ${sampleCoffee(sample)} for ${sample.companyName}`,
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
      {
        title: "Coffee",
        lines: [
          ["Category", labelOf(COFFEE_CATEGORIES, sample.coffeeCategory)],
          ["Region", sample.coffeeRegion],
          ["Variety", sample.coffeeVariety],
          ["Processing method", sample.coffeeProcessing],
          ["Grade", sample.coffeeGrade],
          ["Sample size", sample.sampleSize],
          ["Offer", offerReference(sample.offerId)],
          ["Notes", sample.notes],
        ],
      },
      {
        title: "Request",
        lines: [
          ["Status", sample.status],
          ["Received", sample.createdAt.toISOString()],
        ],
      },
    ],
    action: adminTab(links, "sample-requests"),
  });
}

export function originTripMail(
  trip: typeof originTripRequests.$inferSelect,
  links: NoteLinks,
): MailContent {
  const reference = tripReference(trip);
  const level =
    trip.experience &&
    (EXPERIENCE_LEVEL_LABELS[trip.experience as ExperienceLevel] ?? trip.experience);
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
      {
        title: "Trip",
        lines: [
          ["Experiences", experiencesOf(trip)],
          ["Group size", trip.groupSize],
          ["Experience level", level],
          ["Preferred dates", trip.preferredDates],
          ["Special requests", trip.specialRequests],
        ],
      },
      {
        title: "Request",
        lines: [
          ["Status", trip.status],
          ["Received", trip.submittedAt.toISOString()],
        ],
      },
    ],
    action: adminTab(links, "origin-trips"),
  });
}

/** Contact messages have no admin tab: the note itself is the whole record. */
export function contactMail(contact: typeof contacts.$inferSelect): MailContent {
  const reference = contactReference(contact);
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
  });
}
