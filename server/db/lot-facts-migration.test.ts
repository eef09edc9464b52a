// Upgrading a database whose lots wrote their altitude out (migration *_lot_facts_agree, issue 47):
// the text becomes the range in metres where it gives one the offer form takes, a range already
// given stays, and every lot's figures start unmarked. On PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  engineBefore,
  migrationEngines,
  migrationsFolder,
  type Engine,
} from "../test/migration-engines";

describe.each(migrationEngines)("migrating lots' altitudes on $label", ({ open }) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineBefore(open, "_lot_facts_agree");
    const lot = (name: string, altitude: string, low: number | null, high: number | null) =>
      engine.run(sql`
        insert into offers (name, region, processing, description, altitude, altitude_min_m, altitude_max_m)
        values (${name}, 'Guji', 'Natural', 'A lot.', ${altitude}, ${low}, ${high})`);
    await lot("Range written", "1,950-2,200 m", null, null);
    await lot("One height", "2,050 m", null, null);
    await lot("Reversed, in words", "2200 to 1950 masl", null, null);
    await lot("Range given", "about 2,000 m", 1900, 2100);
    await lot("In feet", "6,400-7,200 ft", null, null);
    await lot("Out of range", "4,200 m", null, null);
    await lot("No altitude", "", null, null);
    await engine.migrate(migrationsFolder);
  }, 60_000);
  afterAll(() => engine?.close());

  it("keeps a written altitude as the lot's range in metres, and drops the text", async () => {
    expect(
      await engine.run(
        sql`select name, altitude_min_m as low, altitude_max_m as high, pre_shipment_figures as marked
          from offers order by id`,
      ),
    ).toEqual([
      { name: "Range written", low: 1950, high: 2200, marked: false },
      { name: "One height", low: 2050, high: 2050, marked: false },
      { name: "Reversed, in words", low: 1950, high: 2200, marked: false },
      { name: "Range given", low: 1900, high: 2100, marked: false },
      { name: "In feet", low: null, high: null, marked: false },
      { name: "Out of range", low: null, high: null, marked: false },
      { name: "No altitude", low: null, high: null, marked: false },
    ]);
    const columns = await engine.run(
      sql`select column_name from information_schema.columns where table_name = 'offers'`,
    );
    expect(columns.map((column) => column.column_name)).not.toContain("altitude");
  });
});
