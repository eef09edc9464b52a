// The buyer's mail when the desk changes a request's status and chooses to tell them (issue 49):
// in the house's letter (letter.ts), naming the request by the reference they were given.
import type { RequestStatus, RequestType } from "../../../common/constants";
import type { RequestRow } from "../request-desk/collections";
import { compose, type MailContent } from "./letter";

const WHAT: Record<RequestType, string> = {
  "quote-requests": "quote request",
  "sample-requests": "sample request",
  "origin-trips": "origin trip request",
  contact: "message",
};

const NEWS: Record<RequestStatus, string> = {
  pending: "It is waiting for our sales team, who will be in touch soon.",
  processing: "Our sales team is working on it now.",
  completed: "It is completed. Thank you for trading with us.",
  cancelled: "It has been cancelled. If you did not expect this, reply to this email.",
};

const STATUS_WORDS: Record<RequestStatus, string> = {
  pending: "pending",
  processing: "in progress",
  completed: "completed",
  cancelled: "cancelled",
};

/** Whom the request is from, as its own fields name them. */
export function buyerOf(row: RequestRow): { name: string; email: string } {
  if ("firstName" in row) return { name: `${row.firstName} ${row.lastName}`, email: row.email };
  if ("contactName" in row) return { name: row.contactName, email: row.email };
  if ("fullName" in row) return { name: row.fullName, email: row.email };
  return { name: row.name, email: row.email };
}

export function statusNotice(type: RequestType, row: RequestRow): MailContent {
  const status = row.status as RequestStatus;
  const what = WHAT[type];
  return compose({
    subject: `Your ${what} ${row.reference} is ${STATUS_WORDS[status]}`,
    paragraphs: [
      `Dear ${buyerOf(row).name},`,
      `An update on your ${what} (reference ${row.reference}).`,
      NEWS[status],
    ],
    sections: [
      {
        title: `Your ${what}`,
        lines: [
          ["Reference", row.reference],
          ["Status", STATUS_WORDS[status]],
        ],
      },
    ],
    closing: ["Any question? Reply to this email: it reaches our sales team directly."],
  });
}
