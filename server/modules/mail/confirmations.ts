// The visitor's confirmation of each request: the reference, what they asked for, and when they
// will hear from us, in the same words as the toast they saw (spec section 8; section 9:
// 24 hours for requests, 24-48 hours for shipping samples). Replies reach the sales team.
import { compose, type Letter, type Line, type MailContent } from "./letter";
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

const REPLY_HINT = "If anything changes, reply to this email: it reaches our sales team directly.";

/** The house's foot of a mail (server/modules/site-settings), or undefined for the default line. */
export type MailFoot = Letter["foot"];

function confirmation(letter: Omit<Letter, "closing">): MailContent {
  return compose({ ...letter, closing: [REPLY_HINT] });
}

/** The lot's page, where the visitor asked from, when the request names a lot and it has one. */
function lotPage(lot: RequestedLot | null): Letter["action"] {
  return lot?.page ? { label: "See the lot's page", href: lot.page } : null;
}

/** The lines about the coffee, the lot named first when the request names one. */
const withLot = (lot: RequestedLot | null, lines: Line[]): Line[] =>
  lot ? [lotLine(lot), ...lines] : lines;

export function quoteConfirmation(
  quote: QuoteRow,
  lot: RequestedLot | null,
  foot?: MailFoot,
): MailContent {
  const reference = quote.reference;
  const coffee = lot?.name ?? quote.coffeeName;
  return confirmation({
    subject: `Your quote request ${reference}: ${coffee}`,
    paragraphs: [
      `Dear ${quote.firstName} ${quote.lastName},`,
      `Thank you for your interest in ${coffee}. Reference ID: ${reference}.`,
      `We will send a detailed quote to ${quote.email} within 24 hours.`,
    ],
    sections: [{ title: "Your request", lines: withLot(lot, quoteCoffeeLines(quote)) }],
    action: lotPage(lot),
    foot,
  });
}

export function sampleConfirmation(
  sample: SampleRow,
  lot: RequestedLot | null,
  foot?: MailFoot,
): MailContent {
  const reference = sample.reference;
  const coffee = sampleCoffee(sample, lot);
  return confirmation({
    subject: `Your sample request ${reference}: ${sample.sampleSize} of ${coffee}`,
    paragraphs: [
      `Dear ${sample.contactName},`,
      `Your ${sample.sampleSize} sample of ${coffee} is booked under reference ${reference}.`,
      "We'll process your request within 24 hours. We ship samples within 24-48 hours.",
    ],
    sections: [
      { title: "Your sample", lines: withLot(lot, sampleCoffeeLines(sample)) },
      {
        title: "Shipping to",
        lines: [["Company", sample.companyName], ...addressLines(sample)],
      },
    ],
    action: lotPage(lot),
    foot,
  });
}

export function tripConfirmation(trip: TripRow, foot?: MailFoot): MailContent {
  const reference = trip.reference;
  return confirmation({
    subject: `Your origin trip request ${reference}`,
    paragraphs: [
      `Dear ${trip.fullName},`,
      `Thank you for your interest. Your reference is ${reference}.`,
      "Our origin team will contact you within 24 hours to confirm your seats.",
    ],
    sections: [{ title: "Your trip", lines: tripLines(trip) }],
    foot,
  });
}

export function contactConfirmation(contact: ContactRow, foot?: MailFoot): MailContent {
  const reference = contact.reference;
  return confirmation({
    subject: `We received your message ${reference}`,
    paragraphs: [
      `Dear ${contact.name},`,
      `Thank you for writing to us. Your reference is ${reference}.`,
      "We'll get back to you within 24 hours.",
    ],
    sections: [{ title: "Your message", lines: [["Message", contact.message]] }],
    foot,
  });
}
