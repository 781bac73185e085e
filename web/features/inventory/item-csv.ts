import { writeCsv } from '#contract/csv.ts';
import type { Item } from '#contract/inventory.ts';
import { columnKey, readCsv } from '#web/lib/csv.ts';

/** The columns an import understands (the server's importRow fields), in display order. */
export const IMPORT_COLUMNS = [
  'name',
  'category',
  'unit',
  'unit_content',
  'unit_content_unit',
  'quantity',
  'par_level',
  'reorder_point',
  'cost_per_unit',
  'storage_area',
  'sku',
  'barcode',
  'notes',
] as const;

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

/** One cell of the export: empty for nothing set. */
function cellOf(item: Item, column: (typeof IMPORT_COLUMNS)[number]) {
  // A reorder point that follows the par level is not the item's own: exporting the par there
  // would pin it on the next import, and later par changes would no longer move it.
  if (column === 'reorder_point' && !item.reorder_point_set) return '';
  return item[column] ?? '';
}

/**
 * The items as CSV with the import's column names, so an export can be imported again. A text
 * that starts like a formula is written as text (the product's one CSV writer).
 */
export function itemsCsv(items: Item[]): string {
  return writeCsv(
    IMPORT_COLUMNS,
    items.map((item) => IMPORT_COLUMNS.map((column) => cellOf(item, column))),
  );
}
