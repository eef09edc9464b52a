import { eq } from "drizzle-orm";
import type { NewsEventData } from "../../../common/schemas/news-event";
import type { Db } from "../../db/client";
import { firstRow } from "../../db/first-row";
import { newsEvents } from "../../db/schema";
import { clearPlace } from "../media/places";
import type { NewsEventRow } from "../news/service";

export async function createNewsEvent(db: Db, data: NewsEventData): Promise<NewsEventRow> {
  return firstRow(await db.insert(newsEvents).values(data).returning(), "insert news event");
}

/** The updated item, or null when there is none with that id. */
export async function updateNewsEvent(
  db: Db,
  id: number,
  data: NewsEventData,
): Promise<NewsEventRow | null> {
  const [item] = await db.update(newsEvents).set(data).where(eq(newsEvents.id, id)).returning();
  return item ?? null;
}

/** The deleted item's title (for the audit log), or null when there was none. */
export function deleteNewsEvent(db: Db, id: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .delete(newsEvents)
      .where(eq(newsEvents.id, id))
      .returning({ title: newsEvents.title });
    // Its photographs stay in the library, no longer used by it.
    if (item) await clearPlace(tx, "news", String(id));
    return item?.title ?? null;
  });
}
