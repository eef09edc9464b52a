// Upgrading an old database in a test: a copy of the migrations that stops before a given one, and
// the engines to run them on (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

export const migrationsFolder = fileURLToPath(new URL("../db/migrations", import.meta.url));

interface Journal {
  entries: { tag: string }[];
}

/** A copy of the migrations that stops before the one whose tag ends with `tagEnd`. */
export function migrationsBefore(tagEnd: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), "migrations-before-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as Journal;
  const first = journal.entries.findIndex((entry) => entry.tag.endsWith(tagEnd));
  if (first <= 0) throw new Error(`no migration after the first ends with ${tagEnd}`);
  journal.entries = journal.entries.slice(0, first);
  writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

export interface Engine {
  run(statement: SQL): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function pglite(): Promise<Engine> {
  const client = new PGlite();
  const db = drizzlePglite({ client });
  return {
    run: async (statement) => (await db.execute(statement)).rows as Record<string, unknown>[],
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

/** A database of its own on the server, dropped on close. */
async function postgres(serverUrl: string): Promise<Engine> {
  const name = `test_migrate_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const db = drizzleNodePg({ client });
  return {
    run: async (statement) => (await db.execute(statement)).rows,
    migrate: (folder) => migrateNodePg(db, { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export const migrationEngines: { label: string; open: () => Promise<Engine> }[] = [
  { label: "PGlite", open: pglite },
];
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) migrationEngines.push({ label: "PostgreSQL", open: () => postgres(serverUrl) });

/** An engine migrated up to `tagEnd`, for rows stored before it; then `migrate(migrationsFolder)`. */
export async function engineBefore(open: () => Promise<Engine>, tagEnd: string): Promise<Engine> {
  const engine = await open();
  const before = migrationsBefore(tagEnd);
  try {
    await engine.migrate(before.folder);
  } finally {
    before.remove();
  }
  return engine;
}
