import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { expectSuccess, npmRun as runNpmScript } from "./testing/npm-run";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../server/db/client";
import * as schema from "../server/db/schema";
import { buildCatalog } from "../server/db/seed-catalog";
import { seedNews, seedOffers, seedPartners } from "../server/db/seed-data";
import { teamMembers as contentTeam } from "../content/placeholders";

// Each run starts npm and tsx, and a fresh PGlite directory takes seconds to initialise.
const SLOW = 120_000;
const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * The rows the migrations write themselves (issue 50): the site settings' one row (the spec's
 * business hours) and the team as the content gave it.
 */
const ROWS_OF_MIGRATIONS: Record<string, number> = {
  site_settings: 1,
  team_members: contentTeam.length,
  // The farmer and the four galleries the content told of (issue 50).
  farmer_stories: 1,
  photo_galleries: 4,
};

const tableNames = (Object.values(schema) as unknown[])
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

/** A fresh, empty database the scripts are pointed at through their environment, as the server would be. */
interface Target {
  env: Record<string, string>;
  /** How the scripts name it. */
  where: string;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

function pgliteTarget(): Target {
  const dataDir = mkdtempSync(join(tmpdir(), "db-scripts-"));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    where: `the embedded database in ${dataDir}`,
    open: () => openDatabase({ dataDir }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function postgresTarget(): Promise<Target> {
  const name = `test_scripts_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    // DATA_DIR points nowhere useful: with DATABASE_URL set it must not be used.
    env: { DATABASE_URL: databaseUrl, DATA_DIR: "/nonexistent/db-scripts" },
    where: `PostgreSQL at ${url.host}/${name}`,
    open: () => openDatabase({ databaseUrl }),
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

const kinds: { label: string; create(): Promise<Target> }[] = [
  { label: "PGlite in a temporary DATA_DIR", create: async () => pgliteTarget() },
];
if (serverUrl)
  kinds.push({ label: "a fresh database on TEST_DATABASE_URL's server", create: postgresTarget });

/** The script under test, with ADMIN_PASSWORD: "" so the machine's own setting cannot leak in. */
function npmRun(script: string, env: Record<string, string>, args: string[] = []) {
  return runNpmScript(script, { ADMIN_PASSWORD: "", ...env }, args);
}

type Rows<T> = { rows: T[] };

async function withDatabase<T>(target: Target, use: (database: Database) => Promise<T>) {
  // PGlite allows one process per directory: open only while no script runs, and close again.
  const database = await target.open();
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

async function publicTables(database: Database): Promise<string[]> {
  const result = await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return (result as unknown as Rows<{ table_name: string }>).rows.map((row) => row.table_name);
}

/** Row count and a digest of every row, per table: equal fingerprints mean nothing was written. */
async function fingerprint(
  database: Database,
): Promise<Record<string, { rows: number; digest: string }>> {
  const tables: Record<string, { rows: number; digest: string }> = {};
  for (const name of tableNames) {
    const result = await database.db.execute(
      sql`select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
    );
    const [row] = (result as unknown as Rows<{ rows: number; digest: string }>).rows;
    tables[name] = { rows: Number(row!.rows), digest: row!.digest };
  }
  return tables;
}

const seeded = {
  coffee_catalog: buildCatalog(seedOffers(new Date())).length,
  offers: seedOffers(new Date()).length,
  partners: seedPartners.length,
  news_events: seedNews(new Date()).length,
};

describe.each(kinds)("npm run db:migrate and db:seed on $label", ({ create }) => {
  let target: Target;
  beforeAll(async () => {
    target = await create();
  });
  afterAll(async () => {
    await target?.drop();
  });

  it(
    "db:migrate creates every table of the schema and seeds nothing but the migrations' own rows",
    { timeout: SLOW },
    async () => {
      const result = await npmRun("db:migrate", target.env);
      expectSuccess(result);
      expect(result.stdout).toMatch(/^Applied \d+ migrations? to .+ \(\d+ in all\)\.\n$/);
      expect(result.stdout).toContain(target.where);

      await withDatabase(target, async (database) => {
        expect(await publicTables(database)).toEqual(tableNames);
        const tables = await fingerprint(database);
        for (const name of tableNames)
          expect(tables[name]?.rows, name).toBe(ROWS_OF_MIGRATIONS[name] ?? 0);
      });
    },
  );

  it("db:migrate again has nothing to apply", { timeout: SLOW }, async () => {
    const result = await npmRun("db:migrate", target.env);
    expectSuccess(result);
    expect(result.stdout).toMatch(/^No migration to apply: .+ is up to date/);
  });

  it("db:seed fills the empty database with the seed's rows", { timeout: SLOW }, async () => {
    const result = await npmRun("db:seed", target.env);
    expectSuccess(result);
    expect(result.stdout).toBe(
      `Seeded ${target.where}: ${seeded.coffee_catalog} catalog entries, ` +
        `${seeded.offers} offers, ${seeded.partners} partners, ${seeded.news_events} news items.\n`,
    );

    await withDatabase(target, async (database) => {
      const tables = await fingerprint(database);
      for (const [name, rows] of Object.entries(seeded))
        expect(tables[name]?.rows, name).toBe(rows);
      const names = await database.db.select({ name: schema.offers.name }).from(schema.offers);
      expect(names.map((offer) => offer.name).sort()).toEqual(
        seedOffers(new Date())
          .map((offer) => offer.name)
          .sort(),
      );
    });
  });

  it("a second db:seed says it skipped and changes nothing", { timeout: SLOW }, async () => {
    const before = await withDatabase(target, fingerprint);
    const result = await npmRun("db:seed", target.env);
    expectSuccess(result);
    expect(result.stdout).toBe(
      `Skipped: ${target.where} already has data (${seeded.coffee_catalog} catalog entries); nothing seeded.\n`,
    );
    expect(await withDatabase(target, fingerprint)).toEqual(before);
  });

  it(
    "db:seed on a database without tables applies the migrations first",
    { timeout: SLOW },
    async () => {
      const fresh = await create();
      try {
        const result = await npmRun("db:seed", fresh.env);
        expectSuccess(result);
        expect(result.stdout).toMatch(/^Applied \d+ migrations?\. Seeded /);
        await withDatabase(fresh, async (database) => {
          expect(await publicTables(database)).toEqual(tableNames);
          expect((await fingerprint(database)).offers?.rows).toBe(seeded.offers);
        });
      } finally {
        await fresh.drop();
      }
    },
  );
});

describe("npm run db:migrate and db:seed failures", () => {
  it("exit 1 naming a database that does not answer", { timeout: SLOW }, async () => {
    // Port 1 on the loopback interface refuses connections at once.
    const env = { DATABASE_URL: "postgres://postgres:secret@127.0.0.1:1/nothing" };
    for (const script of ["db:migrate", "db:seed"]) {
      const result = await npmRun(script, env);
      expect(result.code, script).toBe(1);
      expect(result.stdout).toBe("");
      expect(result.stderr.trim()).toBe(
        "Cannot open PostgreSQL at 127.0.0.1:1/nothing: connect ECONNREFUSED 127.0.0.1:1",
      );
    }
  });

  it("exit 1 listing a bad configuration value", { timeout: SLOW }, async () => {
    const result = await npmRun("db:migrate", { DATABASE_URL: "not a url" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Invalid configuration");
    expect(result.stderr).toContain("DATABASE_URL");
  });

  it("exit 1 on an unknown option, with the usage", { timeout: SLOW }, async () => {
    const result = await npmRun("db:seed", {}, ["--force"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Unknown option --force");
    expect(result.stderr).toContain("Usage: npm run db:seed");
  });
});
