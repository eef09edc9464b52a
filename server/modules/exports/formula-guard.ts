/** Characters that make a spreadsheet read a cell as a formula (or as DDE on some versions). */
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

/**
 * Spreadsheet formula injection: a visitor's "=HYPERLINK(...)" must open as text. A leading
 * single quote is what Excel and LibreOffice themselves use to mark a cell as text.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_TRIGGER.test(text) ? `'${text}` : text;
}
