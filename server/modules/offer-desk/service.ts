import { eq } from "drizzle-orm";
import type { OfferData } from "../../../common/schemas/offer";
import type { Db } from "../../db/client";
import { firstRow } from "../../db/first-row";
import { offers } from "../../db/schema";
import type { OfferRow } from "../offers/service";

export async function createOffer(db: Db, data: OfferData): Promise<OfferRow> {
  return firstRow(await db.insert(offers).values(data).returning(), "insert offer");
}

/** The updated offer, or null when there is none with that id. */
export async function updateOffer(db: Db, id: number, data: OfferData): Promise<OfferRow | null> {
  const [offer] = await db
    .update(offers)
    .set({ ...data, updatedAt: new Date() })
    .where(eq(offers.id, id))
    .returning();
  return offer ?? null;
}

/** The deleted offer's name (for the audit log), or null when there was none. */
export async function deleteOffer(db: Db, id: number): Promise<string | null> {
  const [offer] = await db.delete(offers).where(eq(offers.id, id)).returning({ name: offers.name });
  return offer?.name ?? null;
}
