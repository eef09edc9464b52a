// Upgrading a database whose photo galleries were content (migration *_farmer_stories_galleries,
// issue 50): the farmer and the four galleries become records, and the photographs the desk had
// added to a gallery under its category's name stay with it, now under its slug. On PGlite, and
// on PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  engineBefore,
  migrationEngines,
  migrationsFolder,
  type Engine,
} from "../test/migration-engines";

describe.each(migrationEngines)("migrating the galleries and farmers on $label", ({ open }) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineBefore(open, "_farmer_stories_galleries");
    await engine.run(sql`
      insert into media_images (id, file_name, source_type, alt, width, height, widths, jpeg_width, placeholder)
      values ('aaaaaaaaaaaaaaaaaaaaaaaa', 'pickers.jpg', 'jpeg', 'Pickers at first light', 1600, 1067, '{640,1280,1600}', 1280, 'data:,')`);
    const usage = (kind: string, key: string, position: number) =>
      engine.run(sql`
        insert into media_usages (image_id, place_kind, place_key, position)
        values ('aaaaaaaaaaaaaaaaaaaaaaaa', ${kind}, ${key}, ${position})`);
    await usage("gallery", "Events", 0);
    await usage("gallery", "Farm Life", 0);
    await usage("farmer-story", "tamiru-dube", 0);
    await usage("site-place", "Events", 0);
    await engine.migrate(migrationsFolder);
  }, 60_000);
  afterAll(() => engine?.close());

  it("seeds the content's farmer and four galleries, in its order", async () => {
    expect(
      await engine.run(sql`select slug, title, category from photo_galleries order by position`),
    ).toEqual([
      { slug: "farm-life", title: "Farm Life", category: "Farm Life" },
      { slug: "processing", title: "Processing", category: "Processing" },
      { slug: "quality", title: "Quality", category: "Quality" },
      { slug: "events", title: "Events", category: "Events" },
    ]);
    expect(await engine.run(sql`select slug, farmer_name from farmer_stories`)).toEqual([
      { slug: "tamiru-dube", farmer_name: "Tamiru Dube" },
    ]);
  });

  it("keeps each gallery's photographs under its slug, and touches no other place", async () => {
    expect(
      await engine.run(
        sql`select place_kind as kind, place_key as key from media_usages order by id`,
      ),
    ).toEqual([
      { kind: "gallery", key: "events" },
      { kind: "gallery", key: "farm-life" },
      { kind: "farmer-story", key: "tamiru-dube" },
      { kind: "site-place", key: "Events" },
    ]);
  });
});
