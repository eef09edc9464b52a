// npm run db:seed
// Seeds the server's database (same configuration as the server) with the starting catalog,
// offers, partners and news, as the server does when it starts on an empty database. A database
// that has been seeded before (it has catalog rows) is left alone. Pending migrations are applied
// first. With the embedded database, stop the server first: only one process may open the data
// directory.
import { count } from "drizzle-orm";
import type { Db } from "../server/db/client";
import { coffeeCatalog, newsEvents, offers, partners } from "../server/db/schema";
import { seedIfEmpty } from "../server/db/seed";
import { appliedMigrations, openTarget, pluralize, run } from "./db-target";

const USAGE = `Usage: npm run db:seed

Seeds the configured database (DATABASE_URL, else the embedded database in DATA_DIR) with the
starting catalog, offers, partners and news, only when it has not been seeded yet. Applies
pending migrations first.`;

async function rowCount(
  db: Db,
  table: typeof coffeeCatalog | typeof offers | typeof partners | typeof newsEvents,
) {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

async function rows(db: Db) {
  return {
    catalog: await rowCount(db, coffeeCatalog),
    offerRows: await rowCount(db, offers),
    partnerRows: await rowCount(db, partners),
    newsRows: await rowCount(db, newsEvents),
  };
}

run("db:seed", USAGE, async () => {
  const { database, where } = await openTarget();
  try {
    const before = await appliedMigrations(database.db);
    await database.migrate();
    const migrated = (await appliedMigrations(database.db)) - before;
    const first = migrated > 0 ? `Applied ${pluralize(migrated, "migration")}. ` : "";

    if (!(await seedIfEmpty(database.db))) {
      const { catalog } = await rows(database.db);
      console.log(
        `${first}Skipped: ${where} already has data (${pluralize(catalog, "catalog entry", "catalog entries")}); nothing seeded.`,
      );
      return;
    }
    const seeded = await rows(database.db);
    console.log(
      `${first}Seeded ${where}: ${pluralize(seeded.catalog, "catalog entry", "catalog entries")}, ` +
        `${pluralize(seeded.offerRows, "offer")}, ${pluralize(seeded.partnerRows, "partner")}, ` +
        `${pluralize(seeded.newsRows, "news item")}.`,
    );
  } finally {
    await database.close();
  }
});
