import Papa from 'papaparse';

/** A CSV file's header line and its rows, each a record by header. */
interface CsvTable {
  headers: string[];
  rows: Record<string, string>[];
}

/**
 * Reads CSV text in the browser the way the server will (a header line, then rows; blank
 * lines skipped). A spreadsheet's byte order mark goes, or it would stick to the first header.
 */
export function readCsv(text: string, header: (name: string) => string): CsvTable {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: header,
  });
  return { headers: parsed.meta.fields ?? [], rows: parsed.data };
}

/** "Par Level" → "par_level", as the server reads an import's headers. */
export function columnKey(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
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
