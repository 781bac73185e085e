import { MAX_CELLS, MAX_COLUMNS, readLimits, refusalError } from './limits.ts';
import { type ReadLog, type ReadTable, readInThread, type RowProblem } from './table-thread.ts';

// What the three imports (recipes, items, a vendor's catalogue) call to read a table: CSV text
// or an XLSX file read in the import thread within the limits, or rows that came as JSON
// counted against the same limits. The limits are written once, in limits.ts.

export type { ReadLog, ReadTable, RowProblem };

interface ReadOptions {
  /** The request's field the table came in (`file`, `csv`, `catalog`): a refusal names it. */
  field: string;
  /** The import's most rows, the header not counted. */
  maxRows: number;
  /** The import's most cells, when not MAX_CELLS (decision 033: a sales file). */
  maxCells?: number;
  log?: ReadLog;
}

/**
 * CSV (text, or UTF-8 bytes) or XLSX bytes as rows of text; a 422 on the field when over a
 * limit or unreadable.
 */
export async function readTable(
  input: { format: 'csv'; text: string } | { format: 'csv' | 'xlsx'; data: Uint8Array },
  { field, maxRows, maxCells, log }: ReadOptions,
): Promise<ReadTable> {
  const outcome = await readInThread(
    {
      format: input.format,
      // CSV as bytes is decoded (UTF-8) in the thread, not on the server's event loop.
      data: 'text' in input ? input.text : input.data,
      limits: readLimits(maxRows, maxCells),
    },
    log,
  );
  if ('refusal' in outcome) throw refusalError(field, outcome.refusal);
  return outcome.table;
}

/** A data row of a table read with a header: its cells by column name. */
export interface TableRecord {
  /** The row's position among the data rows, from 1. */
  row: number;
  /** The line of the file the row starts on (the header is line 1). */
  line: number;
  cells: Record<string, string>;
  /** What is wrong with the row as written: quotes, more or fewer cells than the header. */
  problems: RowProblem[];
}

/**
 * A table's first row as column names (through `name`, a later duplicate becoming `name_1`),
 * and each data row by those names. A row with more or fewer cells than the header says so
 * in its problems, in the words of the CSV parser's header mode the imports used before.
 */
export function recordsOf(
  table: ReadTable,
  name: (header: string) => string,
): { columns: string[]; headerProblems: RowProblem[]; records: TableRecord[] } {
  const [header = [], ...body] = table.rows;
  const taken = new Set<string>();
  const columns = header.map((title) => {
    const base = name(title);
    let column = base;
    for (let suffix = 1; taken.has(column); suffix += 1) column = `${base}_${suffix}`;
    taken.add(column);
    return column;
  });
  const problemsAt = new Map<number, RowProblem[]>();
  for (const problem of table.problems) {
    problemsAt.set(problem.at, [...(problemsAt.get(problem.at) ?? []), problem]);
  }
  const records = body.map((cells, index): TableRecord => {
    const at = index + 1;
    const problems = [...(problemsAt.get(at) ?? [])];
    if (cells.length !== columns.length) {
      const [code, words] =
        cells.length < columns.length ? ['TooFewFields', 'Too few'] : ['TooManyFields', 'Too many'];
      problems.push({
        at,
        code,
        message: `${words} fields: expected ${columns.length} fields but parsed ${cells.length}`,
      });
    }
    const record: Record<string, string> = {};
    columns.forEach((column, position) => {
      const cell = cells[position];
      if (cell !== undefined) record[column] = cell;
    });
    return { row: at, line: table.lines[at] ?? at + 1, cells: record, problems };
  });
  return { columns, headerProblems: problemsAt.get(0) ?? [], records };
}

/**
 * Rows that came as JSON objects, counted like a table: at most `maxRows`, each of at most
 * MAX_COLUMNS cells, MAX_CELLS in all; a 422 on the field otherwise.
 */
export function checkRecords(rows: object[], { field, maxRows }: Omit<ReadOptions, 'log'>): void {
  const limits = readLimits(maxRows);
  if (rows.length > maxRows) {
    throw refusalError(field, { kind: 'over', limit: 'maxRows', max: limits.maxRows });
  }
  let cells = 0;
  for (const row of rows) {
    const width = Object.keys(row).length;
    if (width > MAX_COLUMNS) {
      throw refusalError(field, { kind: 'over', limit: 'maxColumns', max: MAX_COLUMNS });
    }
    cells += width;
    if (cells > MAX_CELLS) {
      throw refusalError(field, { kind: 'over', limit: 'maxCells', max: MAX_CELLS });
    }
  }
}
