import { eq } from "drizzle-orm";
import type { OfferData } from "../../../common/schemas/offer";
import type { Db } from "../../db/client";
import { firstRow } from "../../db/first-row";
import { offers } from "../../db/schema";
import { clearPlace } from "../media/places";
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

/**
 * The deleted offer's name (for the audit log), or null when there was none. Its photographs stay
 * in the library, no longer used by it.
 */
export function deleteOffer(db: Db, id: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [offer] = await tx
      .delete(offers)
      .where(eq(offers.id, id))
      .returning({ name: offers.name });
    if (offer) await clearPlace(tx, "lot", String(id));
    return offer?.name ?? null;
  });
}
