import { writeCsv } from '#contract/csv.ts';
import { recipeImportColumns } from '#contract/recipes.ts';
import { columnKey, readCsv } from '#web/lib/csv.ts';

/** The template's rows: one line per ingredient; the rows of one recipe share its name. */
const TEMPLATE_ROWS = [
  ['Gin and tonic', '1', 'Gin', '50', 'ml', '', 'Cocktails'],
  ['Gin and tonic', '1', 'Tonic', '150', 'ml', '', 'Cocktails'],
  ['Gin and tonic', '1', 'Lemons', '0.1', 'each', '10', 'Cocktails'],
];

/** A CSV file to fill in, with the columns the import reads. */
export function templateCsv(): string {
  return writeCsv(recipeImportColumns, TEMPLATE_ROWS);
}

const PREVIEW_ROWS = 10;

export interface RecipeCsvPreview {
  columns: string[];
  rows: Record<string, string>[];
  total: number;
  /** Distinct recipe names in the file. */
  recipes: number;
  /** Why the file cannot be imported as it is; the screen says it in the reader's words. */
  problem?: RecipeCsvProblem;
}

export type RecipeCsvProblem = { kind: 'missing-columns'; columns: string[] } | { kind: 'no-rows' };

/** "Waste %" → "waste_percent", as the server reads headers. */
function normalise(header: string): string {
  const key = columnKey(header);
  return key === 'waste_%' || key === 'waste' ? 'waste_percent' : key;
}

const REQUIRED = ['recipe', 'ingredient', 'quantity', 'unit'];

/** Reads a CSV file in the browser for the preview (the server checks every row again). */
export function previewRecipeCsv(text: string): RecipeCsvPreview {
  const { headers, rows } = readCsv(text, normalise);
  const preview: RecipeCsvPreview = {
    columns: recipeImportColumns.filter((column) => headers.includes(column)),
    rows: rows.slice(0, PREVIEW_ROWS),
    total: rows.length,
    recipes: new Set(rows.map((row) => row.recipe?.trim().toLowerCase()).filter(Boolean)).size,
  };
  const missing = REQUIRED.filter((column) => !headers.includes(column));
  if (missing.length > 0) {
    return { ...preview, problem: { kind: 'missing-columns', columns: missing } };
  }
  if (rows.length === 0) return { ...preview, problem: { kind: 'no-rows' } };
  return preview;
}
