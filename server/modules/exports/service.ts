import { desc, lt } from "drizzle-orm";
import type { RequestType } from "../../../common/constants";
import { REQUEST_RECORDS } from "../../../common/contract/records";
import type { Db } from "../../db/client";
import { REQUEST_COLLECTIONS, type RequestRow } from "../request-desk/collections";
import { namedByReference } from "../requests/reference";
import { neutraliseFormula } from "./formula-guard";

export type ExportCell = string | number | boolean;

/** Page size of the export's reads: memory stays flat however many requests there are. */
const BATCH_SIZE = 500;

/** Every field of a collection's record, in the API's order, `id` (the reference) first; also the header row. */
export function exportColumns(type: RequestType): string[] {
  return Object.keys(REQUEST_RECORDS[type].shape);
}

/** One stored value as a spreadsheet cell: text neutralised, lists joined, times in ISO 8601. */
export function exportCell(value: unknown): ExportCell {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return neutraliseFormula(value.join("; "));
  if (typeof value === "number" || typeof value === "boolean") return value;
  return neutraliseFormula(String(value));
}

/** Every request of a collection as rows of cells, newest first, read a page at a time. */
export async function* exportRows(db: Db, type: RequestType): AsyncGenerator<ExportCell[]> {
  const { table } = REQUEST_COLLECTIONS[type];
  const columns = exportColumns(type);
  let before: number | undefined;
  for (;;) {
    const rows: RequestRow[] = await db
      .select()
      .from(table)
      .where(before === undefined ? undefined : lt(table.id, before))
      .orderBy(desc(table.id))
      .limit(BATCH_SIZE);
    for (const row of rows) {
      const record: Record<string, unknown> = namedByReference(row);
      yield columns.map((column) => exportCell(record[column]));
    }
    const oldest = rows.at(-1);
    if (rows.length < BATCH_SIZE || !oldest) return;
    before = oldest.id;
  }
}
