// Upgrading a database stored before buyers (migration *_buyers, decision 068): every request and
// contact message already filed gets the buyer it would have got when filed, oldest first. On
// PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  engineBefore,
  migrationEngines,
  migrationsFolder,
  type Engine,
} from "../test/migration-engines";

describe.each(migrationEngines)("migrating to buyers on $label", ({ open }) => {
  let engine: Engine;
  const quote = (reference: string, email: string, company: string, day: number) => sql`
    insert into quote_requests (reference, first_name, last_name, email, company, role,
      address_line1, city, postal_code, country, coffee_name, region, grade, processing,
      quantity, quantity_unit, created_at)
    values (${reference}, 'Maria', 'Rossi', ${email}, ${company}, 'Buyer', 'Via Roma 1',
      'Florence', '50123', 'Italy', 'Guji', 'Guji', 'Grade 1', 'Natural', 10, 'bags',
      ${`2026-01-${String(day).padStart(2, "0")}T10:00:00Z`}::timestamptz)`;

  beforeAll(async () => {
    engine = await engineBefore(open, "_buyers");
    // A contact message first: its business domain makes a buyer, which the quote then joins.
    await engine.run(sql`
      insert into contacts (reference, name, email, message, created_at)
      values ('C-OLD0-0001', 'Abebe', 'abebe@roastery.example', 'Hello', '2026-01-01T09:00:00Z'),
        ('C-OLD0-0002', 'Hanna', 'hanna@gmail.com', 'Hello', '2026-01-01T09:30:00Z')`);
    await engine.run(quote("Q-OLD0-0001", "maria@roastery.example", "Roastery Co.", 2));
    await engine.run(quote("Q-OLD0-0002", "maria.rossi@gmail.com", "roastery", 3));
    await engine.run(quote("Q-OLD0-0003", "kenji@yahoo.com", "Kissaten Sato", 4));
    await engine.run(sql`
      insert into sample_requests (reference, company_name, contact_name, email, role,
        address_line1, city, postal_code, country, coffee_region, coffee_processing,
        coffee_grade, coffee_category, sample_size, created_at)
      values ('S-OLD0-0001', 'Nordic Roasters AB', 'Erik', 'erik@nordic.example', 'Buyer',
        'Kanalgatan 4', 'Gothenburg', '41104', 'Sweden', 'Sidamo', 'Washed', 'Grade 2',
        'Speciality', '250g', '2026-01-05T10:00:00Z')`);
    await engine.run(sql`
      insert into origin_trip_requests (reference, full_name, email, role, selected_experiences,
        submitted_at)
      values ('T-OLD0-0001', 'Sara', 'sara@nordic.example', 'Buyer', array['cupping'],
        '2026-01-06T10:00:00Z')`);
    await engine.migrate(migrationsFolder);
  }, 60_000);
  afterAll(() => engine?.close());

  const buyerOf = async (table: string, reference: string) => {
    const [row] = await engine.run(
      sql`select buyer_id from ${sql.identifier(table)} where reference = ${reference}`,
    );
    return row?.buyer_id === null || row?.buyer_id === undefined ? null : Number(row.buyer_id);
  };

  it("gives each old request its company's buyer, by business domain or company name", async () => {
    const roastery = await buyerOf("contacts", "C-OLD0-0001");
    expect(roastery).not.toBeNull();
    expect(await buyerOf("quote_requests", "Q-OLD0-0001")).toBe(roastery);
    // A gmail.com address joins by its company name, "Roastery Co." and "roastery" alike.
    expect(await buyerOf("quote_requests", "Q-OLD0-0002")).toBe(roastery);
    const nordic = await buyerOf("sample_requests", "S-OLD0-0001");
    expect(await buyerOf("origin_trip_requests", "T-OLD0-0001")).toBe(nordic);
    const kissaten = await buyerOf("quote_requests", "Q-OLD0-0003");
    expect(new Set([roastery, nordic, kissaten]).size).toBe(3);
    expect(await buyerOf("contacts", "C-OLD0-0002")).toBeNull();
  });

  it("names a buyer after its first request's company; one named after its domain takes the first company given", async () => {
    const rows = await engine.run(
      sql`select company_name, email_domain, country from buyers order by id`,
    );
    expect(rows).toEqual([
      { company_name: "Roastery Co.", email_domain: "roastery.example", country: "Italy" },
      { company_name: "Kissaten Sato", email_domain: null, country: "Italy" },
      { company_name: "Nordic Roasters AB", email_domain: "nordic.example", country: "Sweden" },
    ]);
  });

  it("compares domains in lower case, leaves free-mail out, and company names without their legal form", async () => {
    const keys = await engine.run(sql`
      select buyer_email_domain(e) as domain, buyer_name_key(c) as name
      from (values
        ('Maria@Roastery.EXAMPLE', 'Blue Roastery, Inc.'),
        ('x@gmail.com', '  blue   roastery  '),
        ('x@proton.me', 'Café Terra S.A.'),
        ('x@sub.roastery.example', 'Kaffa Co. Ltd'),
        ('no-at-sign', '...'),
        ('x@hotmail.co.uk', null)
      ) as t(e, c)`);
    expect(keys).toEqual([
      { domain: "roastery.example", name: "blue roastery" },
      { domain: null, name: "blue roastery" },
      { domain: null, name: "café terra" },
      { domain: "sub.roastery.example", name: "kaffa" },
      { domain: null, name: null },
      { domain: null, name: null },
    ]);
  });

  it("files new requests through the same rule", async () => {
    const [row] = await engine.run(
      sql`select buyer_for('someone@ROASTERY.example', 'Other name', null) as id`,
    );
    expect(Number(row!.id)).toBe(await buyerOf("contacts", "C-OLD0-0001"));
  });
});
