// npm run db:migrate
// Applies the committed migrations (server/db/migrations) to the server's database, read from the
// same configuration as the server: DATABASE_URL, else the embedded PGlite in DATA_DIR. The server
// applies them too when it starts; this runs them ahead of a deploy. With the embedded database,
// stop the server first: only one process may open the data directory.
import { appliedMigrations, openTarget, pluralize, run } from "./db-target";

const USAGE = `Usage: npm run db:migrate

Applies the committed migrations in server/db/migrations that the configured database
(DATABASE_URL, else the embedded database in DATA_DIR) has not applied yet.`;

run("db:migrate", USAGE, async () => {
  const { database, where } = await openTarget();
  try {
    const before = await appliedMigrations(database.db);
    await database.migrate();
    const after = await appliedMigrations(database.db);
    const applied = after - before;
    console.log(
      applied === 0
        ? `No migration to apply: ${where} is up to date (${pluralize(after, "migration")}).`
        : `Applied ${pluralize(applied, "migration")} to ${where} (${after} in all).`,
    );
  } finally {
    await database.close();
  }
});
