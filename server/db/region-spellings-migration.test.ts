// Upgrading a database that holds a region spelled another way (migration *_one_spelling_per_region,
// issue 47): lots, catalog rows and requests end with Nekemt, Limmu and Sidamo, a lot's region one
// of the six the filter offers. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OFFER_REGIONS } from "../../common/constants";
import {
  engineBefore,
  migrationEngines,
  migrationsFolder,
  type Engine,
} from "../test/migration-engines";

const UNION = "Sidama Coffee Farmers Cooperative Union";

describe.each(migrationEngines)("migrating region spellings on $label", ({ open }) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineBefore(open, "_one_spelling_per_region");
    await engine.run(sql`
      insert into offers (name, region, producer, variety, processing, description, flavor_profile)
      values
        ('Limu Debakulu Grade 2 Washed', 'Jimma/Limmu', 'Debakulu cooperative', 'Limu heirloom',
          'Washed', 'Grown in Limu, Jimma zone.', '{}'),
        ('Bensa Washed', 'Sidama', ${UNION}, '', 'Washed',
          ${`A washed Sidama, bought through the ${UNION}.`}, '{}'),
        ('Gimbi Natural', 'Nekemet', '', '', 'Natural', 'From the hills west of Nekemet.', '{}'),
        ('Agaro Natural', 'Limu', '', '', 'Natural', 'Woodland coffee.', '{}'),
        ('Gera Washed', 'Limmu', '', '', 'Washed', 'Woodland coffee.', '{}'),
        ('Uraga Natural', 'Guji', 'Uraga growers', '', 'Natural', 'Limuna is no region.', '{}')`);
    await engine.run(sql`
      insert into coffee_catalog (region, variety, processing_method, grade, category) values
        ('Nekemet', null, 'Washed', 1, 'Speciality'),
        ('Jimma/Limu', 'Limu Genet', 'Natural', 2, 'Speciality'),
        ('Sidama', 'Bensa', 'Washed', 3, 'Commercial')`);
    await engine.run(sql`
      insert into quote_requests (reference, first_name, last_name, email, company, role,
        address_line1, city, postal_code, country, coffee_name, region, grade, processing,
        quantity, quantity_unit)
      values ('Q-0000-0001', 'Maria', 'Rossi', 'maria@example.com', 'Torrefazione', 'Buyer',
        'Via Roma 1', 'Florence', '50123', 'Italy', 'Limu Debakulu Grade 2 Washed',
        'Sidama, Ethiopia', 'Grade 2', 'Washed', 10, 'bags')`);
    await engine.run(sql`
      insert into sample_requests (reference, company_name, contact_name, email, role,
        address_line1, city, postal_code, country, coffee_region, coffee_variety,
        coffee_processing, coffee_grade, coffee_category, sample_size)
      values ('S-0000-0001', 'Nordic Roasters', 'Almaz', 'almaz@example.com', 'Buyer',
        'Kanalgatan 4', 'Gothenburg', '41104', 'Sweden', 'Nekemet', 'Limu Genet', 'Washed',
        'Grade 1', 'Speciality', '250g')`);
    await engine.migrate(migrationsFolder);
  }, 60_000);
  afterAll(() => engine?.close());

  it("rewrites the lots' regions to the six the filter offers, and the words around them", async () => {
    const lots = await engine.run(
      sql`select name, region, producer, variety, description from offers order by id`,
    );
    expect(lots).toEqual([
      {
        name: "Limmu Debakulu Grade 2 Washed",
        region: "Jimma/Limmu",
        producer: "Debakulu cooperative",
        variety: "Limmu heirloom",
        description: "Grown in Limmu, Jimma zone.",
      },
      {
        name: "Bensa Washed",
        region: "Sidamo",
        producer: UNION,
        variety: "",
        description: `A washed Sidamo, bought through the ${UNION}.`,
      },
      {
        name: "Gimbi Natural",
        region: "Nekemt",
        producer: "",
        variety: "",
        description: "From the hills west of Nekemt.",
      },
      expect.objectContaining({ name: "Agaro Natural", region: "Jimma/Limmu" }),
      expect.objectContaining({ name: "Gera Washed", region: "Jimma/Limmu" }),
      expect.objectContaining({ region: "Guji", description: "Limuna is no region." }),
    ]);
    for (const lot of lots) expect(OFFER_REGIONS).toContain(lot.region);
  });

  it("rewrites the catalog's rows and the requests", async () => {
    expect(await engine.run(sql`select region, variety from coffee_catalog order by id`)).toEqual([
      { region: "Nekemt", variety: null },
      { region: "Jimma/Limmu", variety: "Limmu Genet" },
      { region: "Sidamo", variety: "Bensa" },
    ]);
    expect(await engine.run(sql`select coffee_name, region from quote_requests`)).toEqual([
      { coffee_name: "Limmu Debakulu Grade 2 Washed", region: "Sidamo, Ethiopia" },
    ]);
    expect(
      await engine.run(sql`select coffee_region, coffee_variety from sample_requests`),
    ).toEqual([{ coffee_region: "Nekemt", coffee_variety: "Limmu Genet" }]);
  });
});
