// The two spreadsheet writers every download uses: rows are written as they are read, so memory
// stays flat however many there are. Cells arrive already neutralised (`exportCell`).
import { stringify } from "csv-stringify";
import ExcelJS from "exceljs";
import { PassThrough, Readable, pipeline } from "node:stream";
import type { ExportFormat } from "../../../common/constants";
import type { ExportCell } from "./service";

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  excel: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

export interface Sheet {
  /** The worksheet's name (Excel). */
  name: string;
  /** The header row. */
  columns: string[];
  rows: AsyncIterable<ExportCell[]> | Iterable<ExportCell[]>;
  /** Called when reading or writing fails after the answer has started. */
  onError: (err: unknown) => void;
}

export function csvStream({ columns, rows, onError }: Sheet): Readable {
  // The BOM makes Excel read the file as UTF-8 (names with accents, Amharic).
  const output = stringify({ header: true, columns, bom: true });
  pipeline(Readable.from(rows), output, (err) => {
    if (err) onError(err);
  });
  return output;
}

export function excelStream({ name, columns, rows, onError }: Sheet): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(name);
  sheet.addRow(columns).commit();
  void (async () => {
    for await (const cells of rows) sheet.addRow(cells).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => {
    onError(err);
    output.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return output;
}

export function sheetStream(format: ExportFormat, sheet: Sheet): Readable {
  return format === "csv" ? csvStream(sheet) : excelStream(sheet);
}
