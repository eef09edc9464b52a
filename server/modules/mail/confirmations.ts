// The visitor's confirmation of each request: the reference, what they asked for, and when they
// will hear from us, in the same words as the toast they saw (spec section 8; section 9:
// 24 hours for requests, 24-48 hours for shipping samples). Replies reach the sales team.
import { compose, type Letter, type MailContent } from "./letter";
import {
  addressLines,
  type ContactRow,
  quoteCoffeeLines,
  sampleCoffee,
  sampleCoffeeLines,
  tripLines,
  type QuoteRow,
  type SampleRow,
  type TripRow,
} from "./request-lines";

const REPLY_HINT = "If anything changes, reply to this email: it reaches our sales team directly.";

function confirmation(letter: Omit<Letter, "closing">): MailContent {
  return compose({ ...letter, closing: [REPLY_HINT] });
}

export function quoteConfirmation(quote: QuoteRow): MailContent {
  const reference = quote.reference;
  return confirmation({
    subject: `Your quote request ${reference}: ${quote.coffeeName}`,
    paragraphs: [
      `Dear ${quote.firstName} ${quote.lastName},`,
      `Thank you for your interest in ${quote.coffeeName}. Reference ID: ${reference}.`,
      `We will send a detailed quote to ${quote.email} within 24 hours.`,
    ],
    sections: [{ title: "Your request", lines: quoteCoffeeLines(quote) }],
  });
}

export function sampleConfirmation(sample: SampleRow): MailContent {
  const reference = sample.reference;
  const coffee = sampleCoffee(sample);
  return confirmation({
    subject: `Your sample request ${reference}: ${sample.sampleSize} of ${coffee}`,
    paragraphs: [
      `Dear ${sample.contactName},`,
      `Your ${sample.sampleSize} sample of ${coffee} is booked under reference ${reference}.`,
      "We'll process your request within 24 hours. We ship samples within 24-48 hours.",
    ],
    sections: [
      { title: "Your sample", lines: sampleCoffeeLines(sample) },
      {
        title: "Shipping to",
        lines: [["Company", sample.companyName], ...addressLines(sample)],
      },
    ],
  });
}

export function tripConfirmation(trip: TripRow): MailContent {
  const reference = trip.reference;
  return confirmation({
    subject: `Your origin trip request ${reference}`,
    paragraphs: [
      `Dear ${trip.fullName},`,
      `Thank you for your interest. Your reference is ${reference}.`,
      "Our origin team will contact you within 24 hours to confirm your seats.",
    ],
    sections: [{ title: "Your trip", lines: tripLines(trip) }],
  });
}

export function contactConfirmation(contact: ContactRow): MailContent {
  const reference = contact.reference;
  return confirmation({
    subject: `We received your message ${reference}`,
    paragraphs: [
      `Dear ${contact.name},`,
      `Thank you for writing to us. Your reference is ${reference}.`,
      "We'll get back to you within 24 hours.",
    ],
    sections: [{ title: "Your message", lines: [["Message", contact.message]] }],
  });
}
