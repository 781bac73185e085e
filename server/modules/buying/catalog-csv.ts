import {
  type CatalogImportResponse,
  type CatalogRow,
  catalogRow,
} from '#contract/catalog-import.ts';
import { VENDOR_BULK_MAX_ROWS } from '#contract/vendors.ts';
import { type ReadLog, readTable, recordsOf } from '#server/lib/import-table/read-table.ts';

// A vendor's catalogue as text or rows, read into checked rows and the errors of the others.

export type ImportError = CatalogImportResponse['errors'][number];

/** Other names a catalogue's columns go by, as fieldName spells them. */
const aliases: Record<string, keyof CatalogRow> = {
  inventory_item_name: 'inventory_item',
  pack: 'pack_description',
  // A case is the pack most vendors sell by: "Qty per case", "Case price".
  qty_per_case: 'pack_size',
  quantity_per_case: 'pack_size',
  units_per_case: 'pack_size',
  case_size: 'pack_size',
  case_price: 'price',
  price_per_case: 'price',
};
const numericFields = new Set(['pack_size', 'price']);
const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;
/** 1,234.50: commas between groups of three digits (never a decimal comma: 12,50 stays bad). */
const GROUPED = /^-?\d{1,3}(,\d{3})+(\.\d*)?$/;

/** "Pack Size" → "pack_size": spreadsheet headers as the API's field names. */
function fieldName(header: string): string {
  const name = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return aliases[name] ?? name;
}

/** A number cell: currency signs and thousands separators dropped; anything else stays text. */
function numberCell(value: string): unknown {
  let cell = value.trim().replace(/^[$€£]\s*/, '');
  if (GROUPED.test(cell)) cell = cell.replace(/,/g, '');
  return NUMBER.test(cell) ? Number(cell) : value;
}

/** A raw row as catalogRow reads it: an empty cell means "not given". */
function normalize(raw: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const name = fieldName(key);
    if (value === '' || value === undefined || value === null) continue;
    row[name] = typeof value === 'string' && numericFields.has(name) ? numberCell(value) : value;
  }
  return row;
}

export interface RawRow {
  /** The row as a person sees it (see catalogImportError). */
  row: number;
  cells: Record<string, unknown>;
}

/**
 * CSV text as rows numbered by their line in the file (the header is line 1), so a message
 * points where a person looks: blank lines and cells spanning lines are counted. Read in the
 * import thread within the import's limits: a 422 on `catalog` past them.
 */
export async function parseCsv(
  input: string,
  log?: ReadLog,
): Promise<{ rows: RawRow[]; errors: ImportError[] }> {
  const table = await readTable(
    { format: 'csv', text: input },
    { field: 'catalog', maxRows: VENDOR_BULK_MAX_ROWS, log },
  );
  const { columns, records } = recordsOf(table, fieldName);
  if (!columns.includes('name')) {
    return { rows: [], errors: [{ row: 1, message: 'The header line needs a "name" column' }] };
  }
  const rows: RawRow[] = [];
  const errors: ImportError[] = [];
  for (const { line, cells, problems } of records) {
    // A short row leaves its last cells empty; a long or badly quoted one is refused.
    const refused = problems.filter((problem) => problem.code !== 'TooFewFields');
    if (refused.length > 0) {
      errors.push({ row: line, message: refused.map((problem) => problem.message).join('; ') });
    } else {
      rows.push({ row: line, cells });
    }
  }
  return { rows, errors };
}

export interface CheckedRow {
  row: number;
  fields: CatalogRow;
}

export function checkRows(raw: RawRow[]): { rows: CheckedRow[]; errors: ImportError[] } {
  const rows: CheckedRow[] = [];
  const errors: ImportError[] = [];
  for (const { row, cells } of raw) {
    const result = catalogRow.safeParse(normalize(cells));
    if (result.success) {
      rows.push({ row, fields: result.data });
    } else {
      const message = result.error.issues
        .map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`)
        .join('; ');
      errors.push({ row, message });
    }
  }
  return { rows, errors };
}
