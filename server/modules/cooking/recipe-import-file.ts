import {
  RECIPE_IMPORT_MAX_BYTES,
  RECIPE_IMPORT_MAX_ROWS,
  type RecipeImportError,
  recipeImportRow,
  type RecipeImportRow,
} from '#contract/recipes.ts';
import { AppError, validationError } from '#server/lib/app-error.ts';
import { type ReadLog, readTable } from '#server/lib/import-table/read-table.ts';

// Reading a bulk import file: its type (by name and first bytes), its table (CSV or XLSX)
// and each row's cells checked against the contract, before any name is looked up.

/** An uploaded file as the route read it. */
export interface ImportFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export type Format = 'csv' | 'xlsx';

export const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
export const MEGABYTES = RECIPE_IMPORT_MAX_BYTES / (1024 * 1024);

/** The format of an upload, by its name and its first bytes; 422 for anything else. */
export function formatOf(file: ImportFile): Format {
  const extension = file.filename.toLowerCase().split('.').pop() ?? '';
  const zipped = file.data.subarray(0, 4).equals(ZIP_MAGIC);
  if (extension === 'xlsx' && zipped) return 'xlsx';
  if (extension === 'csv' || (extension === 'txt' && file.mimetype.startsWith('text/'))) {
    // A text file has no NUL byte; a spreadsheet or an image renamed .csv does.
    if (!zipped && !file.data.includes(0)) return 'csv';
  }
  throw validationError('file', 'Upload a CSV or XLSX file (.csv or .xlsx)');
}

/** The size refusal of an upload over the limit (the route's reader throws it too). */
export const fileTooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', `The file is too large: upload at most ${MEGABYTES} MB`);

/** A header as a column key: "Waste %" → waste_percent, "Recipe name" → recipe. */
export function columnKey(header: string): string {
  const key = header
    .trim()
    .toLowerCase()
    .replaceAll('%', ' percent')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const aliases: Record<string, string> = {
    recipe_name: 'recipe',
    ingredient_name: 'ingredient',
    qty: 'quantity',
    waste: 'waste_percent',
    waste_pct: 'waste_percent',
    percent_waste: 'waste_percent',
  };
  return aliases[key] ?? key;
}

export const REQUIRED_COLUMNS = ['recipe', 'ingredient', 'quantity', 'unit'];

/**
 * The table of a file: its rows of cells as text (the header first), read in the import thread
 * within the import's limits (server/lib/import-table): a 422 on `file` past them.
 */
export async function tableOf(
  file: ImportFile,
  format: Format,
  log?: ReadLog,
): Promise<string[][]> {
  const input =
    format === 'xlsx' ? { format, data: file.data } : { format, text: file.data.toString('utf8') };
  const table = await readTable(input, { field: 'file', maxRows: RECIPE_IMPORT_MAX_ROWS, log });
  return table.rows;
}

/** A cell as a number, or undefined when empty (zod then says what is wrong). */
export function numberCell(value: string | undefined): number | string | undefined {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed.replace(',', '.'));
  return Number.isFinite(number) ? number : trimmed;
}

export interface ParsedRow {
  row: number;
  fields: RecipeImportRow;
}

/** Reads and checks each row's cells; every bad row is reported with its number. */
export function parseRows(table: string[][]): { rows: ParsedRow[]; errors: RecipeImportError[] } {
  const [header, ...body] = table;
  if (!header || body.length === 0) throw validationError('file', 'The file has no rows to import');
  const keys = header.map(columnKey);
  const absent = REQUIRED_COLUMNS.filter((column) => !keys.includes(column));
  if (absent.length > 0) {
    throw validationError(
      'file',
      `The file needs the columns ${REQUIRED_COLUMNS.join(', ')} (missing: ${absent.join(', ')})`,
    );
  }
  if (body.length > RECIPE_IMPORT_MAX_ROWS) {
    throw validationError('file', `Import at most ${RECIPE_IMPORT_MAX_ROWS} rows at once`);
  }
  const rows: ParsedRow[] = [];
  const errors: RecipeImportError[] = [];
  body.forEach((cells, index) => {
    const cell = (key: string) => {
      const at = keys.indexOf(key);
      return at === -1 ? undefined : cells[at];
    };
    const text = (key: string) => {
      const value = cell(key)?.trim();
      return value === '' ? undefined : value;
    };
    const parsed = recipeImportRow.safeParse({
      recipe: text('recipe') ?? '',
      portions: numberCell(cell('portions')),
      ingredient: text('ingredient') ?? '',
      quantity: numberCell(cell('quantity')),
      unit: text('unit') ?? '',
      waste_percent: numberCell(cell('waste_percent')),
      category: text('category'),
    });
    const row = index + 1;
    if (parsed.success) rows.push({ row, fields: parsed.data });
    else {
      const issue = parsed.error.issues[0];
      errors.push({
        row,
        message: `${String(issue?.path[0] ?? 'row')}: ${issue?.message ?? 'Invalid value'}`,
      });
    }
  });
  return { rows, errors };
}

/** The rows of an uploaded file, checked one by one, or a 4xx for the file as a whole. */
export async function readImportFile(
  file: ImportFile | undefined,
  log?: ReadLog,
): Promise<{ rows: ParsedRow[]; errors: RecipeImportError[] }> {
  if (!file) throw validationError('file', 'Choose a file to import');
  if (file.data.length === 0) throw validationError('file', 'The file is empty');
  if (file.data.length > RECIPE_IMPORT_MAX_BYTES) throw fileTooLarge();
  return parseRows(await tableOf(file, formatOf(file), log));
}
