import type { ContactData } from "../../../common/schemas/contact";
import type { Db } from "../../db/client";
import { firstRow } from "../../db/first-row";
import { contacts } from "../../db/schema";

export type ContactRow = typeof contacts.$inferSelect;

export async function createContact(
  db: Db,
  { website: _honeypot, ...contact }: ContactData,
): Promise<ContactRow> {
  return firstRow(await db.insert(contacts).values(contact).returning(), "insert contact");
}
