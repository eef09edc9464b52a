// The desk's order of a list of records (partners, team members): a `position` per row, set all at
// once from the ids in their new order.
import { sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { validationError } from "../errors";
import type { Db } from "./client";

type OrderedTable = PgTable & { id: PgColumn; position: PgColumn };

/**
 * Puts the rows of `table` in the order of `ids`, which must name each row once: a list read
 * before someone added or deleted one is refused (VALIDATION_ERROR with `message`), not half applied.
 */
export async function putInOrder(
  db: Db,
  table: OrderedTable,
  ids: readonly number[],
  message: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: table.id }).from(table).for("update");
    const known = new Set(rows.map((row) => row.id as number));
    if (ids.length !== known.size || !ids.every((id) => known.has(id)))
      throw validationError(message, { fields: [{ field: "ids", message }] });
    if (ids.length === 0) return;
    await tx.execute(sql`
      update ${table} set ${sql.identifier(table.position.name)} = ordered.n - 1
      from unnest(${`{${ids.join(",")}}`}::int[]) with ordinality as ordered(id, n)
      where ${table.id} = ordered.id`);
  });
}

/** The position after the last one: where a new row goes. */
export function nextPosition(table: OrderedTable) {
  return sql`(select coalesce(max(${table.position}), -1) + 1 from ${table})`;
}
