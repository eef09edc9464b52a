// The slug of a record the desk adds (a team member, a farmer, a gallery): made from its name once
// and kept for good, as the key of its pictures' place.
import { eq, like, or } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client";

type SluggedTable = PgTable & { slug: PgColumn };

/** "Hirut Alemu" -> "hirut-alemu": letters and digits of the name, in ASCII. */
export function slugOf(name: string, fallback: string): string {
  const slug = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
  return slug || fallback;
}

/**
 * Whether a text could be a slug (what slugOf makes, with freeSlug's -2, -3, ...): anything else
 * names no record and is not looked up (a NUL byte, say, PostgreSQL refuses in a query).
 */
export const isSlug = (text: string): boolean => /^[a-z0-9][a-z0-9-]{0,79}$/.test(text);

/** A slug no row of `table` has: the name's, or with -2, -3, ... after it. */
export async function freeSlug(
  db: Db,
  table: SluggedTable,
  name: string,
  fallback: string,
): Promise<string> {
  const base = slugOf(name, fallback);
  const taken = new Set(
    (
      await db
        .select({ slug: table.slug })
        .from(table)
        .where(or(eq(table.slug, base), like(table.slug, `${base}-%`)))
    ).map((row) => row.slug as string),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
