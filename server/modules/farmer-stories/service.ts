// The farmers of /farmers-stories (issue 50): written, ordered and deleted in the desk; each one's
// photographs are the library images of the place farmer-story/<slug>.
import { asc, eq } from "drizzle-orm";
import type { FarmerStory } from "../../../common/contract/farmer-stories";
import type { FarmerStoryData } from "../../../common/schemas/farmer-story";
import type { Wire } from "../../contract";
import type { Db } from "../../db/client";
import { nextPosition, putInOrder } from "../../db/ordering";
import { farmerStories } from "../../db/schema";
import { freeSlug } from "../../db/slugs";
import { clearPlace, withPlaceImages } from "../media/places";

type FarmerStoryRow = typeof farmerStories.$inferSelect;

/** Every farmer, in the desk's order. */
export async function listFarmerStories(db: Db): Promise<Wire<FarmerStory>[]> {
  const rows = await db
    .select()
    .from(farmerStories)
    .orderBy(asc(farmerStories.position), asc(farmerStories.id));
  return withPlaceImages(db, "farmer-story", rows);
}

async function oneStory(db: Db, row: FarmerStoryRow | undefined) {
  return row ? ((await withPlaceImages(db, "farmer-story", [row]))[0] ?? null) : null;
}

/** Added last, with a slug made from the name (kept for good, as their photographs' key). */
export async function createFarmerStory(db: Db, data: FarmerStoryData): Promise<Wire<FarmerStory>> {
  const slug = await freeSlug(db, farmerStories, data.farmerName, "farmer");
  const [row] = await db
    .insert(farmerStories)
    .values({ ...data, slug, position: nextPosition(farmerStories) })
    .returning();
  return (await oneStory(db, row))!;
}

export async function updateFarmerStory(db: Db, id: number, data: FarmerStoryData) {
  const [row] = await db
    .update(farmerStories)
    .set({ ...data, updatedAt: new Date() })
    .where(eq(farmerStories.id, id))
    .returning();
  return oneStory(db, row);
}

/** Deletes the story and takes its photographs out of their place; the name, or null when none. */
export async function deleteFarmerStory(db: Db, id: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(farmerStories)
      .where(eq(farmerStories.id, id))
      .returning({ name: farmerStories.farmerName, slug: farmerStories.slug });
    if (!row) return null;
    await clearPlace(tx, "farmer-story", row.slug);
    return row.name;
  });
}

export async function orderFarmerStories(db: Db, ids: readonly number[], message: string) {
  await putInOrder(db, farmerStories, ids, message);
  return listFarmerStories(db);
}
