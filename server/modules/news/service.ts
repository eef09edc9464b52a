import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { newsEvents } from "../../db/schema";

export type NewsEventRow = typeof newsEvents.$inferSelect;

/** Featured first, then the newest date (spec section 4). */
export function listNewsEvents(db: Db): Promise<NewsEventRow[]> {
  return db
    .select()
    .from(newsEvents)
    .orderBy(desc(newsEvents.featured), desc(newsEvents.date), desc(newsEvents.id));
}
