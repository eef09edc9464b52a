// The galleries of /photo-galleries (issue 50): written, ordered and deleted in the desk; each
// one's photographs are the library images of the place gallery/<slug>.
import { asc, eq } from "drizzle-orm";
import type { PhotoGallery } from "../../../common/contract/photo-galleries";
import type { PhotoGalleryData } from "../../../common/schemas/photo-gallery";
import type { Wire } from "../../contract";
import type { Db } from "../../db/client";
import { nextPosition, putInOrder } from "../../db/ordering";
import { photoGalleries } from "../../db/schema";
import { freeSlug } from "../../db/slugs";
import { clearPlace, withPlaceImages } from "../media/places";

type GalleryRow = typeof photoGalleries.$inferSelect;

/** A gallery as the pages read it: its category is one of the four the schema lets in. */
async function asRecords(db: Db, rows: readonly GalleryRow[]): Promise<Wire<PhotoGallery>[]> {
  const records = await withPlaceImages(db, "gallery", rows);
  return records.map((record) => ({
    ...record,
    category: record.category as PhotoGallery["category"],
  }));
}

/** Every gallery, in the desk's order. */
export async function listPhotoGalleries(db: Db): Promise<Wire<PhotoGallery>[]> {
  const rows = await db
    .select()
    .from(photoGalleries)
    .orderBy(asc(photoGalleries.position), asc(photoGalleries.id));
  return asRecords(db, rows);
}

const oneGallery = async (db: Db, row: GalleryRow | undefined) =>
  row ? ((await asRecords(db, [row]))[0] ?? null) : null;

/** Added last, with a slug made from its title (kept for good, as its photographs' key). */
export async function createPhotoGallery(
  db: Db,
  data: PhotoGalleryData,
): Promise<Wire<PhotoGallery>> {
  const slug = await freeSlug(db, photoGalleries, data.title, "gallery");
  const [row] = await db
    .insert(photoGalleries)
    .values({ ...data, slug, position: nextPosition(photoGalleries) })
    .returning();
  return (await oneGallery(db, row))!;
}

export async function updatePhotoGallery(db: Db, id: number, data: PhotoGalleryData) {
  const [row] = await db
    .update(photoGalleries)
    .set({ ...data, updatedAt: new Date() })
    .where(eq(photoGalleries.id, id))
    .returning();
  return oneGallery(db, row);
}

/** Deletes the gallery and takes its photographs out of their place; its title, or null. */
export async function deletePhotoGallery(db: Db, id: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(photoGalleries)
      .where(eq(photoGalleries.id, id))
      .returning({ title: photoGalleries.title, slug: photoGalleries.slug });
    if (!row) return null;
    await clearPlace(tx, "gallery", row.slug);
    return row.title;
  });
}

export async function orderPhotoGalleries(db: Db, ids: readonly number[], message: string) {
  await putInOrder(db, photoGalleries, ids, message);
  return listPhotoGalleries(db);
}
