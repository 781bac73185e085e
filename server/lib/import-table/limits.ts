import { AppError, validationError } from '../app-error.ts';

// How much of a spreadsheet an import reads, counted on what is actually there (never on the
// sizes a file declares), and what a person is told when a file is over one of the limits.
// Decision 026 says why each number.

/** Columns a row may have: no stock, recipe or catalogue sheet comes near. */
export const MAX_COLUMNS = 200;
/** Cells a table may have in all: 5,000 rows of 60 columns. */
export const MAX_CELLS = 300_000;
/**
 * Bytes the XML of an XLSX file may unpack to, in all. A 5,000-row recipe sheet of seven columns
 * is 1.2 MB of XML, and 5,000 rows of 50 columns as inline text about 15 MB.
 */
export const MAX_UNPACKED_BYTES = 16 * 1024 * 1024;
/** Parts (files inside the ZIP archive) an XLSX file may hold: a workbook has a dozen or two. */
export const MAX_PARTS = 1000;
/**
 * The longest stretch of XML without markup, or one tag: a cell holds at most 32,767
 * characters. Longer ones are what makes the XML reader slow to a crawl.
 */
export const MAX_RUN = 256 * 1024;
/** How long reading one file may take before its thread is stopped. */
export const TIME_LIMIT_MS = 20_000;
/** The heap of the thread that reads a file: the largest table allowed needs about half. */
export const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 32 };

/** What the thread that reads a file checks it against. */
export interface ReadLimits {
  /** Rows, the header included. */
  maxRows: number;
  maxColumns: number;
  maxCells: number;
  maxUnpackedBytes: number;
  maxParts: number;
  maxRun: number;
}

/**
 * The limits of an import of at most `maxDataRows` rows under a header, and at most `maxCells`
 * cells (MAX_CELLS unless the import says otherwise: sales files are long and wide).
 */
export function readLimits(maxDataRows: number, maxCells: number = MAX_CELLS): ReadLimits {
  return {
    maxRows: maxDataRows + 1,
    maxColumns: MAX_COLUMNS,
    maxCells,
    maxUnpackedBytes: MAX_UNPACKED_BYTES,
    maxParts: MAX_PARTS,
    maxRun: MAX_RUN,
  };
}

/** Why a file was not read. */
export type Refusal =
  | { kind: 'over'; limit: keyof ReadLimits; max: number }
  | { kind: 'time'; ms: number }
  | { kind: 'memory' }
  | { kind: 'unreadable' }
  /** The thread failed for a reason of its own (logged). */
  | { kind: 'failed' }
  | { kind: 'busy' };

const TOO_LARGE = 'This spreadsheet is too large to import';
const SPLIT = 'Split it into smaller files and retry.';
const ONE_SHEET = 'Keep only the sheet to import, save it again and retry.';
const number = (value: number) => value.toLocaleString('en-US');

/** The reason, in a manager's words. */
function reason(refusal: Refusal): string {
  switch (refusal.kind) {
    case 'over':
      switch (refusal.limit) {
        case 'maxRows':
          return `it has more than ${number(refusal.max - 1)} rows. Import at most ${refusal.max - 1} rows at once.`;
        case 'maxColumns':
          return `a row has more than ${number(refusal.max)} columns. ${ONE_SHEET}`;
        case 'maxCells':
          return `it has more than ${number(refusal.max)} cells. Remove the columns the import does not use, or ${SPLIT.toLowerCase()}`;
        case 'maxUnpackedBytes':
          return `it unpacks to more than ${refusal.max / (1024 * 1024)} MB. ${ONE_SHEET}`;
        case 'maxParts':
          return `it holds more than ${number(refusal.max)} parts. ${ONE_SHEET}`;
        case 'maxRun':
          return `one stretch of it holds more than ${refusal.max / 1024} KB of text. ${ONE_SHEET}`;
      }
      break;
    case 'time':
      return `reading it took more than ${Math.round(refusal.ms / 1000)} seconds. ${SPLIT}`;
    case 'memory':
      return `reading it needs more memory than an import may use. ${SPLIT}`;
  }
  return SPLIT;
}

/** The answer to a refused file, on the request's field for it (`file`, `csv`, `catalog`). */
export function refusalError(field: string, refusal: Refusal): AppError {
  if (refusal.kind === 'busy') {
    return new AppError(
      'RATE_LIMITED',
      'Other spreadsheets are being imported right now. Try again in a minute.',
      { retry_after: 60 },
      60,
    );
  }
  if (refusal.kind === 'unreadable') {
    return validationError(field, 'This XLSX file cannot be read. Save it again and retry.');
  }
  if (refusal.kind === 'failed') {
    return validationError(field, 'This spreadsheet could not be read. Save it again and retry.');
  }
  return validationError(field, `${TOO_LARGE}: ${reason(refusal)}`);
}
