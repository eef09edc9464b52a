// Plain-text notifications to the sales team, one per kind of visitor request. Each lists every
// stored field so the team can answer from the mail alone.
import {
  COFFEE_CATEGORIES,
  EXPERIENCE_LEVEL_LABELS,
  QUOTE_UNITS,
  TRIP_EXPERIENCES,
  type ExperienceLevel,
} from "../../../common/constants";
import type { contacts, originTripRequests, quoteRequests, sampleRequests } from "../../db/schema";

export interface MailContent {
  subject: string;
  text: string;
}

type Value = string | number | null;
type Line = readonly [label: string, value: Value];

const NOT_GIVEN = "(not given)";
// Readable in an inbox and well inside the outbox's subject column (500).
const SUBJECT_MAX_LENGTH = 200;

/** A visitor's CR or LF must not start a second header line: any whitespace run becomes one space. */
function subject(...parts: string[]): string {
  const line = parts.join("").replace(/\s+/g, " ").trim();
  return line.length > SUBJECT_MAX_LENGTH ? `${line.slice(0, SUBJECT_MAX_LENGTH - 1)}…` : line;
}

function field([label, value]: Line): string {
  const text = value === null || value === "" ? NOT_GIVEN : String(value);
  if (!/[\r\n]/.test(text)) return `${label}: ${text}`;
  const indented = text.split(/\r\n|\r|\n/).map((line) => `  ${line}`);
  return `${label}:\n${indented.join("\n")}`;
}

function body(
  intro: string,
  sections: readonly (readonly [title: string, lines: readonly Line[]])[],
): string {
  const blocks = sections.map(([title, lines]) => [title, ...lines.map(field)].join("\n"));
  return [intro, ...blocks].join("\n\n") + "\n";
}

function labelOf(choices: readonly { value: string; label: string }[], value: string): string {
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

export function quoteRequestMail(quote: typeof quoteRequests.$inferSelect): MailContent {
  return {
    subject: subject(`Quote request #${quote.id}: ${quote.coffeeName} for ${quote.company}`),
    text: body(`A new quote request has arrived (reference #${quote.id}).`, [
      [
        "Contact",
        [
          ["First name", quote.firstName],
          ["Last name", quote.lastName],
          ["Email", quote.email],
          ["Phone", quote.phone],
          ["Company", quote.company],
          ["Job title/role", quote.role],
        ],
      ],
      ["Address", addressLines(quote)],
      [
        "Coffee",
        [
          ["Coffee name", quote.coffeeName],
          ["Offer", offerReference(quote.offerId)],
          ["Region", quote.region],
          ["Grade", quote.grade],
          ["Processing", quote.processing],
          ["Quantity", `${quote.quantity} ${labelOf(QUOTE_UNITS, quote.quantityUnit)}`],
          ["Notes", quote.notes],
        ],
      ],
      [
        "Request",
        [
          ["Status", quote.status],
          ["Received", quote.createdAt.toISOString()],
        ],
      ],
    ]),
  };
}

export function sampleRequestMail(sample: typeof sampleRequests.$inferSelect): MailContent {
  const coffee = [sample.coffeeRegion, sample.coffeeVariety].filter(Boolean).join(" ");
  return {
    subject: subject(
      `Sample request #${sample.id}: ${sample.sampleSize} of ${coffee} for ${sample.companyName}`,
    ),
    text: body(`A new sample request has arrived (reference #${sample.id}).`, [
      [
        "Contact",
        [
          ["Company name", sample.companyName],
          ["Contact name", sample.contactName],
          ["Email", sample.email],
          ["Phone", sample.phone],
          ["Job title/role", sample.role],
        ],
      ],
      ["Shipping address", addressLines(sample)],
      [
        "Coffee",
        [
          ["Category", labelOf(COFFEE_CATEGORIES, sample.coffeeCategory)],
          ["Region", sample.coffeeRegion],
          ["Variety", sample.coffeeVariety],
          ["Processing method", sample.coffeeProcessing],
          ["Grade", sample.coffeeGrade],
          ["Sample size", sample.sampleSize],
          ["Offer", offerReference(sample.offerId)],
          ["Notes", sample.notes],
        ],
      ],
      [
        "Request",
        [
          ["Status", sample.status],
          ["Received", sample.createdAt.toISOString()],
        ],
      ],
    ]),
  };
}

export function originTripMail(trip: typeof originTripRequests.$inferSelect): MailContent {
  const experiences = trip.selectedExperiences.map(
    (id) => TRIP_EXPERIENCES.find((e) => e.id === id)?.label ?? id,
  );
  const level =
    trip.experience &&
    (EXPERIENCE_LEVEL_LABELS[trip.experience as ExperienceLevel] ?? trip.experience);
  return {
    subject: subject(
      `Origin trip request #${trip.id}: ${trip.fullName}, group of ${trip.groupSize}`,
    ),
    text: body(`A new origin trip request has arrived (reference #${trip.id}).`, [
      [
        "Contact",
        [
          ["Full name", trip.fullName],
          ["Email", trip.email],
          ["Phone", trip.phone],
          ["Company", trip.company],
          ["Job title/role", trip.role],
        ],
      ],
      ["Address", addressLines(trip)],
      [
        "Trip",
        [
          ["Experiences", experiences.join(", ")],
          ["Group size", trip.groupSize],
          ["Experience level", level],
          ["Preferred dates", trip.preferredDates],
          ["Special requests", trip.specialRequests],
        ],
      ],
      [
        "Request",
        [
          ["Status", trip.status],
          ["Received", trip.submittedAt.toISOString()],
        ],
      ],
    ]),
  };
}

export function contactMail(contact: typeof contacts.$inferSelect): MailContent {
  return {
    subject: subject(`Contact message #${contact.id} from ${contact.name}`),
    text: body(`A visitor wrote through the contact form (reference #${contact.id}).`, [
      [
        "Message",
        [
          ["Name", contact.name],
          ["Email", contact.email],
          ["Phone", contact.phone],
          ["Message", contact.message],
          ["Received", contact.createdAt.toISOString()],
        ],
      ],
    ]),
  };
}
