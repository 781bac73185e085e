import { readCsv } from '#web/lib/csv.ts';
import type { VendorsMessages } from '#web/lib/i18n/locales/en/vendors.ts';
import { parseAmount } from '#web/lib/amounts.ts';

/** The fields of a catalogue line a file's columns can fill, in display order. */
export const CATALOG_FIELDS = [
  'name',
  'sku',
  'pack_description',
  'pack_size',
  'price',
  'inventory_item',
] as const;
type CatalogField = (typeof CATALOG_FIELDS)[number];

/** The message that names each field (the vendors namespace), looked up at display. */
export const CATALOG_FIELD_LABELS = {
  name: 'name',
  sku: 'sku',
  pack_description: 'packDescription',
  pack_size: 'packSize',
  price: 'price',
  inventory_item: 'inventoryItem',
} as const satisfies Record<CatalogField, keyof VendorsMessages>;

/** What can be wrong with a file or a mapping, as a message of the vendors namespace. */
type CatalogProblem = 'fileNoHeader' | 'fileNoRows' | 'chooseNameColumn';

/** Which column of the file fills each field ('' = none). */
export type ColumnMapping = Record<CatalogField, string>;

export const PREVIEW_ROWS = 5;

export interface CatalogFile {
  headers: string[];
  rows: Record<string, string>[];
  /** Why the file cannot be read, if it cannot. */
  problem?: CatalogProblem;
}

/** Reads a vendor's price list (CSV, first line = column names) in the browser. */
export function parseCatalogFile(text: string): CatalogFile {
  const parsed = readCsv(text, (header) => header.trim());
  const headers = parsed.headers.filter((header) => header !== '');
  if (headers.length === 0) {
    return { headers, rows: [], problem: 'fileNoHeader' };
  }
  if (parsed.rows.length === 0) {
    return { headers, rows: [], problem: 'fileNoRows' };
  }
  return { headers, rows: parsed.rows };
}

const normalise = (header: string) =>
  header
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Names a vendor's file commonly gives each field, best first. They are a file format, matched
 * against the file's own header, so they stay as written whatever the reader's language.
 */
// untranslated: CSV header
const SYNONYMS: Record<CatalogField, string[]> = {
  name: ['name', 'item name', 'product name', 'product', 'item', 'description'],
  sku: ['sku', 'item code', 'product code', 'code', 'article', 'ref', 'reference'],
  pack_description: ['pack description', 'pack', 'packaging', 'unit description', 'format'],
  pack_size: [
    'pack size',
    'size',
    'units per pack',
    'qty per pack',
    'quantity per pack',
    'qty per case',
    'quantity per case',
    'units per case',
    'case size',
    'case qty',
    'pack qty',
  ],
  price: [
    'price',
    'pack price',
    'unit price',
    'cost',
    'price per pack',
    'case price',
    'price per case',
    'case cost',
  ],
  inventory_item: ['inventory item', 'inventory item name', 'stock item', 'our item'],
};

/** A first guess of the mapping from the column names; the person corrects it. */
export function guessMapping(headers: string[]): ColumnMapping {
  const used = new Set<string>();
  const mapping = {} as ColumnMapping;
  for (const field of CATALOG_FIELDS) {
    const found = SYNONYMS[field]
      .map((synonym) =>
        headers.find((header) => !used.has(header) && normalise(header) === synonym),
      )
      .find((header) => header !== undefined);
    mapping[field] = found ?? '';
    if (found) used.add(found);
  }
  return mapping;
}

/** What the mapping still lacks before anything can be imported. */
export function mappingProblem(mapping: ColumnMapping): CatalogProblem | undefined {
  if (!mapping.name) return 'chooseNameColumn';
  return undefined;
}

/** One row of the file as a catalogue line, every cell still text as the file had it. */
export function mappedRow(row: Record<string, string>, mapping: ColumnMapping) {
  const line = {} as Record<CatalogField, string>;
  for (const field of CATALOG_FIELDS) {
    const column = mapping[field];
    line[field] = column ? (row[column] ?? '').trim() : '';
  }
  return line;
}

/** 1,234.50: thousands grouped with commas, which the server reads as such. */
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * A number cell as a person typed it: "12,50" (a decimal comma) becomes 12.5; a currency sign
 * goes; thousands grouped with commas and anything unreadable stay as text, for the server to
 * read or to report on its row.
 */
function numberCell(cell: string): string | number {
  const text = cell.replace(/^[$€£]\s*/, '');
  if (GROUPED.test(text)) return text;
  return parseAmount(text) ?? cell;
}

/**
 * The mapped rows for `POST /api/vendors/{id}/catalog`, as objects named after the
 * catalogue's fields; empty cells are left out (the line keeps its value). The server checks
 * every row and reports the bad ones by position (1 = the first row under the file's header),
 * which is the row number the preview shows.
 */
export function catalogRows(rows: Record<string, string>[], mapping: ColumnMapping) {
  return rows.map((row) => {
    const line = mappedRow(row, mapping);
    const cells: Record<string, string | number> = {};
    for (const field of CATALOG_FIELDS) {
      const cell = line[field];
      if (cell === '') continue;
      cells[field] = field === 'price' || field === 'pack_size' ? numberCell(cell) : cell;
    }
    return cells;
  });
}
