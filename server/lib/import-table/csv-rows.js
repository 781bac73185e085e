// CSV text as rows of cells, counted as they are read: the parse stops at the first row past
// the limits. Runs in the import thread (table-worker.js). Plain JavaScript, like the thread.
import Papa from 'papaparse';

/** Counts `needle` in `text` between two offsets. */
function occurrences(text, needle, from, to) {
  let count = 0;
  for (
    let at = text.indexOf(needle, from);
    at !== -1 && at < to;
    at = text.indexOf(needle, at + needle.length)
  ) {
    count += 1;
  }
  return count;
}

/**
 * Reads CSV text (a byte order mark dropped) into rows of cells exactly as written: no cell is
 * converted, so `=1+1` stays text. Blank lines are skipped. Each row keeps the line of the file
 * it starts on (cells spanning lines are counted) and the parser's complaints about it.
 *
 * @param {string} input
 * @param {{ maxRows: number; maxColumns: number; maxCells: number }} limits
 * @returns {{ rows: string[][]; lines: number[]; problems: { at: number; code: string;
 *   message: string }[] } | { refusal: { kind: 'over'; limit: string; max: number } }}
 */
export function readCsv(input, limits) {
  const text = input.replace(/^\uFEFF/, '');
  const rows = [];
  const lines = [];
  const problems = [];
  let cells = 0;
  let refusal;
  let lastCursor = 0;
  let linesBefore = 0;
  Papa.parse(text, {
    skipEmptyLines: 'greedy',
    step(result, parser) {
      const row = result.data;
      cells += row.length;
      const over =
        rows.length + 1 > limits.maxRows
          ? 'maxRows'
          : row.length > limits.maxColumns
            ? 'maxColumns'
            : cells > limits.maxCells
              ? 'maxCells'
              : undefined;
      if (over) {
        refusal = { kind: 'over', limit: over, max: limits[over] };
        parser.abort();
        return;
      }
      // The line the row ends on, less the line breaks inside its quoted cells.
      const linebreak = result.meta.linebreak || '\n';
      const cursor = result.meta.cursor;
      linesBefore += occurrences(text, linebreak, lastCursor, cursor);
      const endsWithBreak = text.startsWith(linebreak, cursor - linebreak.length);
      const inside = row.reduce(
        (sum, cell) => sum + occurrences(cell, linebreak, 0, cell.length),
        0,
      );
      lastCursor = cursor;
      lines.push(linesBefore + (endsWithBreak ? 0 : 1) - inside);
      for (const error of result.errors) {
        problems.push({ at: rows.length, code: error.code, message: error.message });
      }
      rows.push(row);
    },
  });
  return refusal ? { refusal } : { rows, lines, problems };
}
