import { desc, eq } from "drizzle-orm";
import type { PublicImage } from "../../../common/contract/media";
import { offerRecord, type Offer } from "../../../common/contract/records";
import type { Wire } from "../../contract";
import type { Db } from "../../db/client";
import { offers } from "../../db/schema";
import { publicImagesOf } from "../media/places";

export type OfferRow = typeof offers.$inferSelect;
/** A lot as the API answers it: its row and its photographs from the image library, in order. */
export type LotWithImages = OfferRow & { images: Wire<PublicImage>[] };

export function listOffers(db: Db): Promise<OfferRow[]> {
  return db.select().from(offers).orderBy(desc(offers.createdAt), desc(offers.id));
}

export async function findOffer(db: Db, id: number): Promise<OfferRow | null> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  return row ?? null;
}

/** The lots with their images (issue 50), one query for all of them. */
export async function withImages(db: Db, rows: readonly OfferRow[]): Promise<LotWithImages[]> {
  const images = await publicImagesOf(
    db,
    "lot",
    rows.map((row) => String(row.id)),
  );
  return rows.map((row) => ({ ...row, images: images.get(String(row.id)) ?? [] }));
}

/** One lot with its images, or null when there is none with that id. */
export async function findLot(db: Db, id: number): Promise<LotWithImages | null> {
  const row = await findOffer(db, id);
  return row ? ((await withImages(db, [row]))[0] ?? null) : null;
}

/** A row as the API answers it (dates as ISO strings, only the declared fields), for server pages. */
export function offerRecordOf(row: LotWithImages): Offer {
  return offerRecord.parse(JSON.parse(JSON.stringify(row)));
}
