// Upgrading a database whose requests were stored before references existed (migrations
// *_request_references, *_backfill_request_references, *_request_references_required): every
// old row gets a unique reference of the shape new requests get. On PGlite, and on PostgreSQL
// when TEST_DATABASE_URL is set.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFERENCE_ALPHABET } from "../modules/requests/reference";
import {
  engineBefore,
  migrationEngines,
  migrationsFolder,
  type Engine,
} from "../test/migration-engines";

const OLD_ROWS = 300;

const tables = [
  { name: "quote_requests", prefix: "Q" },
  { name: "sample_requests", prefix: "S" },
  { name: "origin_trip_requests", prefix: "T" },
] as const;

describe.each(migrationEngines)("migrating old requests on $label", ({ open }) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineBefore(open, "_request_references");
    const series = sql`generate_series(1, ${OLD_ROWS})`;
    await engine.run(sql`
      insert into quote_requests (first_name, last_name, email, company, role, address_line1,
        city, postal_code, country, coffee_name, region, grade, processing, quantity, quantity_unit)
      select 'Maria', 'Rossi ' || n, 'maria@example.com', 'Torrefazione', 'Buyer', 'Via Roma 1',
        'Florence', '50123', 'Italy', 'Guji', 'Guji', 'Grade 1', 'Natural', n, 'bags'
      from ${series} as n`);
    await engine.run(sql`
      insert into sample_requests (company_name, contact_name, email, role, address_line1, city,
        postal_code, country, coffee_region, coffee_processing, coffee_grade, coffee_category,
        sample_size)
      select 'Nordic Roasters', 'Almaz ' || n, 'almaz@example.com', 'Buyer', 'Kanalgatan 4',
        'Gothenburg', '41104', 'Sweden', 'Sidama', 'Washed', 'Grade 2', 'Specialty', '250g'
      from ${series} as n`);
    await engine.run(sql`
      insert into origin_trip_requests (full_name, email, role, selected_experiences)
      select 'Kenji ' || n, 'kenji@example.com', 'Buyer', array['harvest-tour']
      from ${series} as n`);
    await engine.migrate(migrationsFolder);
  }, 60_000);
  afterAll(() => engine?.close());

  it.each(tables)("gives every old row of $name a unique $prefix- reference", async (table) => {
    const rows = await engine.run(
      sql`select reference from ${sql.identifier(table.name)} order by id`,
    );
    const references = rows.map((row) => row.reference as string);
    expect(references).toHaveLength(OLD_ROWS);
    const shape = new RegExp(
      `^${table.prefix}-[${REFERENCE_ALPHABET}]{4}-[${REFERENCE_ALPHABET}]{4}$`,
    );
    for (const reference of references) expect(reference).toMatch(shape);
    expect(new Set(references).size).toBe(OLD_ROWS);
  });

  it.each(tables)("makes the reference of $name required and unique", async (table) => {
    const columns = await engine.run(sql`
      select is_nullable from information_schema.columns
      where table_name = ${table.name} and column_name = 'reference'`);
    expect(columns).toEqual([{ is_nullable: "NO" }]);
    const constraints = await engine.run(sql`
      select conname from pg_constraint
      where conrelid = ${table.name}::regclass and contype = 'u'`);
    expect(constraints).toEqual([{ conname: `${table.name}_reference_unique` }]);
  });
});
