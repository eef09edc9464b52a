// The buyer's mail when their sample leaves (issue 49): courier, tracking number and day.
import { compose, type MailContent } from "../mail/letter";
import type { DispatchRow, SampleRow } from "./service";

export function dispatchNotice(sample: SampleRow, dispatch: DispatchRow): MailContent {
  return compose({
    subject: `Your sample ${sample.reference} is on its way: ${dispatch.courier} ${dispatch.trackingNumber}`,
    paragraphs: [
      `Dear ${sample.contactName},`,
      `Your ${sample.sampleSize} sample (reference ${sample.reference}) left us on ${dispatch.dispatchedOn}.`,
      "Follow it with the courier's tracking number below.",
    ],
    sections: [
      {
        title: "Dispatch",
        lines: [
          ["Courier", dispatch.courier],
          ["Tracking number", dispatch.trackingNumber],
          ["Dispatched on", dispatch.dispatchedOn],
        ],
      },
      {
        title: "Shipping to",
        lines: [
          ["Company", sample.companyName],
          ["City", sample.city],
          ["Country", sample.country],
        ],
      },
    ],
    closing: ["Any question? Reply to this email: it reaches our sales team directly."],
  });
}
