import { IMPORT_COLUMNS } from '#contract/items-csv.ts';
import { columnKey, readCsv } from '#web/lib/csv.ts';

const PREVIEW_ROWS = 10;

interface CsvPreview {
  /** The known columns the file has, in IMPORT_COLUMNS order. */
  columns: string[];
  /** Headers the import will ignore. */
  ignored: string[];
  /** The first rows (at most PREVIEW_ROWS). */
  rows: Record<string, string>[];
  total: number;
  /** Why the text cannot be imported, if it cannot (the screen words it). */
  problem?: 'noNameColumn' | 'noRows';
}

/** Parses CSV text in the browser, the way the server will read it (header line, then rows). */
export function previewCsv(text: string): CsvPreview {
  const { headers, rows } = readCsv(text, columnKey);
  const known: readonly string[] = IMPORT_COLUMNS;
  const preview: CsvPreview = {
    columns: IMPORT_COLUMNS.filter((column) => headers.includes(column)),
    ignored: headers.filter((header) => !known.includes(header)),
    rows: rows.slice(0, PREVIEW_ROWS),
    total: rows.length,
  };
  if (!headers.includes('name')) {
    return { ...preview, problem: 'noNameColumn' };
  }
  if (rows.length === 0) return { ...preview, problem: 'noRows' };
  return preview;
}
