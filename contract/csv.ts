import Papa from 'papaparse';

/**
 * The one CSV writer of the product (decision 028): the server's order export and the web's
 * downloads both write through it, so no cell a venue typed ever runs as a formula when the
 * file is opened in a spreadsheet.
 */

/** A cell: text, a number (written as it is), or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

/**
 * Text a spreadsheet would run as a formula: starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return (OWASP's list), or their full-width forms, which some spreadsheets read the
 * same way. A cell that is a plain number ("-2.5", "+3") is left alone: it reads as that
 * number and runs nothing.
 */
const FORMULA_START = /^(?![+-]?(?:\d+(?:\.\d*)?|\.\d+)$)[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A CSV file: the header line, then one line per row. A text cell that would run as a formula
 * is written as text: a single quote before it, the whole cell quoted (`"'=HYPERLINK(…)"`), so
 * the spreadsheet shows what was typed and runs nothing. Numbers are written as numbers.
 */
export function writeCsv(
  headers: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): string {
  return Papa.unparse(
    { fields: [...headers], data: rows.map((row) => row.map((cell) => cell ?? '')) },
    { escapeFormulae: FORMULA_START },
  );
}
