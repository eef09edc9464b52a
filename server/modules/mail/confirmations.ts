// The visitor's confirmation of each request: the reference, what they asked for, and when they
// will hear from us, in the same words as the toast they saw (spec section 8; section 9:
// 24 hours for requests, 24-48 hours for shipping samples). Replies reach the sales team.
import { COFFEE_CATEGORIES, QUOTE_UNITS } from "../../../common/constants";
import type { contacts, originTripRequests, quoteRequests, sampleRequests } from "../../db/schema";
import {
  contactReference,
  quoteReference,
  sampleReference,
  tripReference,
} from "../requests/reference";
import { compose, type MailContent } from "./letter";
import { experiencesOf, labelOf, sampleCoffee } from "./templates";

const REPLY_HINT = "If anything changes, reply to this email: it reaches our sales team directly.";

export function quoteConfirmation(quote: typeof quoteRequests.$inferSelect): MailContent {
  const reference = quoteReference(quote);
  return compose({
    subject: `Your quote request ${reference}: ${quote.coffeeName}`,
    paragraphs: [
      `Dear ${quote.firstName} ${quote.lastName},`,
      `Thank you for your interest in ${quote.coffeeName}. Reference ID: ${reference}.`,
      `We will send a detailed quote to ${quote.email} within 24 hours.`,
    ],
    sections: [
      {
        title: "Your request",
        lines: [
          ["Coffee", quote.coffeeName],
          ["Region", quote.region],
          ["Grade", quote.grade],
          ["Processing", quote.processing],
          ["Quantity", `${quote.quantity} ${labelOf(QUOTE_UNITS, quote.quantityUnit)}`],
          ["Company", quote.company],
          ["Notes", quote.notes],
        ],
      },
    ],
    closing: [REPLY_HINT],
  });
}

export function sampleConfirmation(sample: typeof sampleRequests.$inferSelect): MailContent {
  const reference = sampleReference(sample);
  const coffee = sampleCoffee(sample);
  return compose({
    subject: `Your sample request ${reference}: ${sample.sampleSize} of ${coffee}`,
    paragraphs: [
      `Dear ${sample.contactName},`,
      `Your ${sample.sampleSize} sample of ${coffee} is booked under reference ${reference}.`,
      "We'll process your request within 24 hours. We ship samples within 24-48 hours.",
    ],
    sections: [
      {
        title: "Your sample",
        lines: [
          ["Category", labelOf(COFFEE_CATEGORIES, sample.coffeeCategory)],
          ["Region", sample.coffeeRegion],
          ["Variety", sample.coffeeVariety],
          ["Processing method", sample.coffeeProcessing],
          ["Grade", sample.coffeeGrade],
          ["Sample size", sample.sampleSize],
          ["Notes", sample.notes],
        ],
      },
      {
        title: "Shipping to",
        lines: [
          ["Company", sample.companyName],
          ["Address line 1", sample.addressLine1],
          ["Address line 2", sample.addressLine2],
          ["City", sample.city],
          ["State/province", sample.stateProvince],
          ["Postal code", sample.postalCode],
          ["Country", sample.country],
        ],
      },
    ],
    closing: [REPLY_HINT],
  });
}

export function tripConfirmation(trip: typeof originTripRequests.$inferSelect): MailContent {
  const reference = tripReference(trip);
  return compose({
    subject: `Your origin trip request ${reference}`,
    paragraphs: [
      `Dear ${trip.fullName},`,
      `Thank you for your interest. Your reference is ${reference}.`,
      "Our origin team will contact you within 24 hours to confirm your seats.",
    ],
    sections: [
      {
        title: "Your trip",
        lines: [
          ["Experiences", experiencesOf(trip)],
          ["Group size", trip.groupSize],
          ["Preferred dates", trip.preferredDates],
          ["Special requests", trip.specialRequests],
        ],
      },
    ],
    closing: [REPLY_HINT],
  });
}

export function contactConfirmation(contact: typeof contacts.$inferSelect): MailContent {
  const reference = contactReference(contact);
  return compose({
    subject: `We received your message ${reference}`,
    paragraphs: [
      `Dear ${contact.name},`,
      `Thank you for writing to us. Your reference is ${reference}.`,
      "We'll get back to you within 24 hours.",
    ],
    sections: [{ title: "Your message", lines: [["Message", contact.message]] }],
    closing: [REPLY_HINT],
  });
}
