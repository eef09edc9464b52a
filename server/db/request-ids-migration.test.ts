// Upgrading a database stored before the reference was every record's id (migration
// *_request_ids_everywhere, issue 47): old contact messages get unique C- references, old mails
// are linked to the request they name, and the mails of requests deleted before are gone. On
// PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referencePattern } from "../modules/requests/reference";
import {
  engineBefore,
  migrationEngines,
  migrationsFolder,
  type Engine,
} from "../test/migration-engines";

const OLD_CONTACTS = 300;

describe.each(migrationEngines)("migrating to references as ids on $label", ({ open }) => {
  let engine: Engine;
  /** The serial key of the one old sample request, named by it in an old mail. */
  let sampleKey: number | undefined;
  beforeAll(async () => {
    engine = await engineBefore(open, "_request_ids_everywhere");
    await engine.run(sql`
      insert into contacts (name, email, message)
      select 'Abebe ' || n, 'abebe@example.com', 'Two containers, please.'
      from generate_series(1, ${OLD_CONTACTS}) as n`);
    await engine.run(sql`
      insert into quote_requests (reference, first_name, last_name, email, company, role,
        address_line1, city, postal_code, country, coffee_name, region, grade, processing,
        quantity, quantity_unit)
      values ('Q-KEEP-0001', 'Maria', 'Rossi', 'maria@example.com', 'Torrefazione', 'Buyer',
        'Via Roma 1', 'Florence', '50123', 'Italy', 'Guji', 'Guji', 'Grade 1', 'Natural', 10,
        'bags')`);
    [sampleKey] = (
      await engine.run(sql`
        insert into sample_requests (reference, company_name, contact_name, email, role,
          address_line1, city, postal_code, country, coffee_region, coffee_processing,
          coffee_grade, coffee_category, sample_size)
        values ('S-KEEP-0001', 'Nordic Roasters', 'Almaz', 'almaz@example.com', 'Buyer',
          'Kanalgatan 4', 'Gothenburg', '41104', 'Sweden', 'Sidamo', 'Washed', 'Grade 2',
          'Speciality', '250g')
        returning id`)
    ).map((row) => Number(row.id));
    await engine.run(sql`
      insert into outbox (recipient, subject, body, kind) values
        ('sales@example.com', 'Quote request Q-KEEP-0001: Guji for Torrefazione', 'kept', 'sales-note'),
        ('maria@example.com', 'Your quote request Q-KEEP-0001: Guji', 'kept', 'confirmation'),
        ('sales@example.com', ${`Sample request #${sampleKey}: 250g of Sidamo for Nordic Roasters`}, 'kept', 'sales-note'),
        ('sales@example.com', 'Contact message #1 from Abebe 1', 'kept', 'sales-note'),
        ('abebe@example.com', 'We received your message #1', 'kept', 'confirmation'),
        ('sales@example.com', 'Origin trip request T-GONE-0001: Kenji Sato, group of 2', 'deleted', 'sales-note'),
        ('kenji@example.com', 'Your origin trip request T-GONE-0001', 'deleted', 'confirmation'),
        ('sales@example.com', 'Quote request #999999: Guji for Gone Roasters', 'deleted', 'sales-note'),
        ('sales@example.com', 'Re: Quote request T-GONE-0001', 'kept', 'sales-note'),
        ('reader@example.com', 'Quote request Q-GONE-0002: news of the harvest', 'kept', 'newsletter')`);
    await engine.migrate(migrationsFolder);
  }, 60_000);
  afterAll(() => engine?.close());

  it("gives every old contact message a unique C- reference, required and unique from now on", async () => {
    const references = (await engine.run(sql`select reference from contacts order by id`)).map(
      (row) => row.reference as string,
    );
    expect(references).toHaveLength(OLD_CONTACTS);
    for (const reference of references) expect(reference).toMatch(referencePattern("C"));
    expect(new Set(references).size).toBe(OLD_CONTACTS);
    const [column] = await engine.run(sql`
      select is_nullable from information_schema.columns
      where table_name = 'contacts' and column_name = 'reference'`);
    expect(column).toEqual({ is_nullable: "NO" });
    await expect(
      engine.run(sql`insert into contacts (reference, name, email, message)
        values (${references[0]}, 'Copy', 'copy@example.com', 'A reference taken twice.')`),
    ).rejects.toThrow();
  });

  it("links each old mail to the request or message its subject names, by reference or by number", async () => {
    const [first] = await engine.run(sql`select reference from contacts order by id limit 1`);
    const linked = await engine.run(
      sql`select subject, request_reference from outbox where body = 'kept' order by id`,
    );
    expect(linked).toEqual([
      { subject: expect.stringMatching(/^Quote request/), request_reference: "Q-KEEP-0001" },
      { subject: expect.stringMatching(/^Your quote/), request_reference: "Q-KEEP-0001" },
      { subject: expect.stringMatching(/^Sample request #/), request_reference: "S-KEEP-0001" },
      { subject: "Contact message #1 from Abebe 1", request_reference: first!.reference },
      { subject: "We received your message #1", request_reference: first!.reference },
      // Neither a request's own mail nor one of its subjects' openings: left as it was.
      { subject: "Re: Quote request T-GONE-0001", request_reference: null },
      { subject: expect.stringMatching(/news of the harvest$/), request_reference: null },
    ]);
  });

  it("deletes the mails of requests no longer stored", async () => {
    expect(await engine.run(sql`select subject from outbox where body = 'deleted'`)).toEqual([]);
  });
});
