/**
 * The one row a statement must give back (INSERT ... RETURNING, a row just upserted). Postgres
 * answers with it or fails, so an empty answer is a bug worth a clear message, not a crash on
 * `undefined` later.
 */
export function firstRow<Row>(rows: readonly Row[], what: string): Row {
  const [row] = rows;
  if (row === undefined) throw new Error(`${what}: no row returned`);
  return row;
}
