import Papa from 'papaparse';
import { recipeImportColumns } from '#contract/recipes.ts';

/** The template's rows: one line per ingredient; the rows of one recipe share its name. */
const TEMPLATE_ROWS = [
  ['Gin and tonic', '1', 'Gin', '50', 'ml', '', 'Cocktails'],
  ['Gin and tonic', '1', 'Tonic', '150', 'ml', '', 'Cocktails'],
  ['Gin and tonic', '1', 'Lemons', '0.1', 'each', '10', 'Cocktails'],
];

/** A CSV file to fill in, with the columns the import reads. */
export function templateCsv(): string {
  return Papa.unparse({ fields: [...recipeImportColumns], data: TEMPLATE_ROWS });
}

export const PREVIEW_ROWS = 10;

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
  const key = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return key === 'waste_%' || key === 'waste' ? 'waste_percent' : key;
}

const REQUIRED = ['recipe', 'ingredient', 'quantity', 'unit'];

/** Reads a CSV file in the browser for the preview (the server checks every row again). */
export function previewRecipeCsv(text: string): RecipeCsvPreview {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: normalise,
  });
  const headers = parsed.meta.fields ?? [];
  const preview: RecipeCsvPreview = {
    columns: recipeImportColumns.filter((column) => headers.includes(column)),
    rows: parsed.data.slice(0, PREVIEW_ROWS),
    total: parsed.data.length,
    recipes: new Set(parsed.data.map((row) => row.recipe?.trim().toLowerCase()).filter(Boolean))
      .size,
  };
  const missing = REQUIRED.filter((column) => !headers.includes(column));
  if (missing.length > 0) {
    return { ...preview, problem: { kind: 'missing-columns', columns: missing } };
  }
  if (parsed.data.length === 0) return { ...preview, problem: { kind: 'no-rows' } };
  return preview;
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
