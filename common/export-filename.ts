import { EXPORT_FILE_EXTENSIONS, type ExportFormat } from "./constants";
import { toIsoDate } from "./dates";

/** The file name of a request export: the type, the date and csv or xlsx (spec section 7). */
export function exportFilename(
  type: string,
  format: ExportFormat,
  date: Date = new Date(),
): string {
  return `${type}-${toIsoDate(date)}.${EXPORT_FILE_EXTENSIONS[format]}`;
}
