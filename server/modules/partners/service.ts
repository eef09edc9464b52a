// Partners and customers (issue 50): the home page's tiles, written, ordered and deleted in the
// desk; each one's logo is the library image of its place `partner/<id>`.
import { asc, eq } from "drizzle-orm";
import type { Partner } from "../../../common/contract/records";
import type { PartnerData } from "../../../common/schemas/partner";
import type { Wire } from "../../contract";
import type { Db } from "../../db/client";
import { nextPosition, putInOrder } from "../../db/ordering";
import { partners } from "../../db/schema";
import { clearPlace, publicImagesOf } from "../media/places";

type PartnerRow = typeof partners.$inferSelect;

/** The rows with their logos, as the API answers. */
async function withLogos(db: Db, rows: readonly PartnerRow[]): Promise<Wire<Partner>[]> {
  const logos = await publicImagesOf(
    db,
    "partner",
    rows.map((row) => String(row.id)),
  );
  return rows.map(({ position: _position, ...row }) => {
    const logo = logos.get(String(row.id))?.[0] ?? null;
    return { ...row, image: logo ? logo.jpeg.url : row.image, logo };
  });
}

/** Every partner and customer, in the desk's order. */
export async function listPartners(db: Db): Promise<Wire<Partner>[]> {
  const rows = await db.select().from(partners).orderBy(asc(partners.position), asc(partners.id));
  return withLogos(db, rows);
}

async function onePartner(db: Db, row: PartnerRow | undefined): Promise<Wire<Partner> | null> {
  return row ? ((await withLogos(db, [row]))[0] ?? null) : null;
}

/** Added after the last one. */
export async function createPartner(db: Db, data: PartnerData): Promise<Wire<Partner>> {
  const [row] = await db
    .insert(partners)
    .values({
      ...data,
      position: nextPosition(partners),
    })
    .returning();
  return (await onePartner(db, row))!;
}

export async function updatePartner(
  db: Db,
  id: number,
  data: PartnerData,
): Promise<Wire<Partner> | null> {
  const [row] = await db.update(partners).set(data).where(eq(partners.id, id)).returning();
  return onePartner(db, row);
}

/** Deletes it and takes its logo out of its place; the name, or null when there was none. */
export async function deletePartner(db: Db, id: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(partners)
      .where(eq(partners.id, id))
      .returning({ name: partners.name });
    if (!row) return null;
    await clearPlace(tx, "partner", String(id));
    return row.name;
  });
}

/** Puts them in this order, which must name each of them once. */
export async function orderPartners(db: Db, ids: readonly number[], message: string) {
  await putInOrder(db, partners, ids, message);
  return listPartners(db);
}
