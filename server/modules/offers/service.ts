import { desc, eq } from "drizzle-orm";
import { offerRecord, type Offer } from "../../../common/contract/records";
import type { Db } from "../../db/client";
import { offers } from "../../db/schema";

export type OfferRow = typeof offers.$inferSelect;

export function listOffers(db: Db): Promise<OfferRow[]> {
  return db.select().from(offers).orderBy(desc(offers.createdAt), desc(offers.id));
}

export async function findOffer(db: Db, id: number): Promise<OfferRow | null> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  return row ?? null;
}

/** A row as the API answers it (dates as ISO strings, only the declared fields), for server pages. */
export function offerRecordOf(row: OfferRow): Offer {
  return offerRecord.parse(JSON.parse(JSON.stringify(row)));
}
