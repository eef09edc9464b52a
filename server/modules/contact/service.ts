import type { ContactData } from "../../../common/schemas/contact";
import type { Db } from "../../db/client";
import { contacts } from "../../db/schema";
import type { ContactRow } from "../mail/request-lines";
import { fileRequest } from "../requests/filing";
import { REFERENCE_PREFIXES } from "../requests/reference";
import type { Letters } from "../requests/service";

/** A contact message is filed as a request is: under a random reference, with its two mails. */
export function fileContactMessage(
  db: Db,
  { website: _honeypot, ...message }: ContactData,
  letters: Letters<ContactRow>,
) {
  return fileRequest(db, {
    table: contacts,
    prefix: REFERENCE_PREFIXES.contact,
    receivedAt: "createdAt",
    fields: message,
    letters,
    // A message names no company: its buyer is the one its business email domain leads to.
    buyer: { email: message.email, company: null, country: null },
  });
}
