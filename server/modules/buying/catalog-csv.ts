import Papa from 'papaparse';
import {
  type CatalogImportResponse,
  type CatalogRow,
  catalogRow,
} from '#contract/catalog-import.ts';

// A vendor's catalogue as text or rows, read into checked rows and the errors of the others.

export type ImportError = CatalogImportResponse['errors'][number];

/** Other names a catalogue's columns go by, as fieldName spells them. */
const aliases: Record<string, keyof CatalogRow> = {
  inventory_item_name: 'inventory_item',
  pack: 'pack_description',
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

/** Counts `needle` in `text` between two offsets. */
function occurrences(text: string, needle: string, from: number, to: number): number {
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
 * CSV text as rows numbered by their line in the file (the header is line 1), so a message
 * points where a person looks: blank lines and cells spanning lines are counted.
 */
export function parseCsv(input: string): { rows: RawRow[]; errors: ImportError[] } {
  const csv = input.replace(/^\uFEFF/, '');
  const rows: RawRow[] = [];
  const errors: ImportError[] = [];
  let fields: string[] = [];
  let lastCursor = 0;
  let linesBefore = 0;
  Papa.parse<Record<string, string>>(csv, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: fieldName,
    step(result) {
      fields = result.meta.fields ?? fields;
      const linebreak = result.meta.linebreak || '\n';
      const cursor = result.meta.cursor;
      // The line the row ends on, less the line breaks inside its quoted cells.
      linesBefore += occurrences(csv, linebreak, lastCursor, cursor);
      const endsWithBreak = csv.startsWith(linebreak, cursor - linebreak.length);
      const lastLine = linesBefore + (endsWithBreak ? 0 : 1);
      const inside = Object.values(result.data).reduce(
        (sum, cell) =>
          sum + (typeof cell === 'string' ? occurrences(cell, linebreak, 0, cell.length) : 0),
        0,
      );
      lastCursor = cursor;
      const row = lastLine - inside;
      // A short row leaves its last cells empty; a long or badly quoted one is refused.
      const problems = result.errors.filter((error) => error.code !== 'TooFewFields');
      if (problems.length > 0) {
        errors.push({ row, message: problems.map((error) => error.message).join('; ') });
        return;
      }
      rows.push({ row, cells: result.data });
    },
  });
  // A header alone calls no step: read its fields from the first line.
  if (fields.length === 0) {
    const head = Papa.parse<string[]>(csv, { preview: 1 });
    fields = (head.data[0] ?? []).map(fieldName);
  }
  if (!fields.includes('name')) {
    return { rows: [], errors: [{ row: 1, message: 'The header line needs a "name" column' }] };
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
