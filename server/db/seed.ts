import { count } from "drizzle-orm";
import type { Db } from "./client";
import { buildCatalog } from "./seed-catalog";
import { seedNews, seedOffers, seedPartners } from "./seed-data";
import { coffeeCatalog, newsEvents, offers, partners } from "./schema";

/** Fills every public table with the starting catalog, offers, partners and news. */
export async function seed(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Offers get distinct created_at values so "newest first" is stable.
    const now = Date.now();
    const lots = seedOffers(new Date(now));
    await tx.insert(coffeeCatalog).values(buildCatalog(lots));
    await tx.insert(offers).values(
      lots.map((offer, i) => ({
        ...offer,
        createdAt: new Date(now - i * 60_000),
      })),
    );
    await tx
      .insert(partners)
      .values(seedPartners.map((partner, i) => ({ ...partner, position: i })));
    await tx.insert(newsEvents).values(seedNews(new Date(now)));
  });
}

/** Seeds only a database that has never been seeded (no catalog rows); true when it did. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(coffeeCatalog);
  if ((row?.n ?? 0) > 0) return false;
  await seed(db);
  return true;
}
