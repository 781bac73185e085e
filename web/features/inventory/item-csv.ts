import Papa from 'papaparse';
import type { Item } from '#contract/inventory.ts';

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

export const PREVIEW_ROWS = 10;

export interface CsvPreview {
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

/** "Par Level" → "par_level", as the server reads headers. */
const normalise = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Parses CSV text in the browser, the way the server will read it (header line, then rows). */
export function previewCsv(text: string): CsvPreview {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: normalise,
  });
  const headers = parsed.meta.fields ?? [];
  const known: readonly string[] = IMPORT_COLUMNS;
  const columns = IMPORT_COLUMNS.filter((column) => headers.includes(column));
  const ignored = headers.filter((header) => !known.includes(header));
  const preview: CsvPreview = {
    columns,
    ignored,
    rows: parsed.data.slice(0, PREVIEW_ROWS),
    total: parsed.data.length,
  };
  if (!headers.includes('name')) {
    return { ...preview, problem: 'noNameColumn' };
  }
  if (parsed.data.length === 0) return { ...preview, problem: 'noRows' };
  return preview;
}

/** One cell of the export: empty for nothing set. */
function cellOf(item: Item, column: (typeof IMPORT_COLUMNS)[number]) {
  // A reorder point that follows the par level is not the item's own: exporting the par there
  // would pin it on the next import, and later par changes would no longer move it.
  if (column === 'reorder_point' && !item.reorder_point_set) return '';
  return item[column] ?? '';
}

/** The items as CSV with the import's column names, so an export can be imported again. */
export function itemsCsv(items: Item[]): string {
  return Papa.unparse({
    fields: [...IMPORT_COLUMNS],
    data: items.map((item) => IMPORT_COLUMNS.map((column) => cellOf(item, column))),
  });
}

/** Saves text as a file through a temporary Blob URL. */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
