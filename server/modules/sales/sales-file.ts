import { createHash } from 'node:crypto';
import type Decimal from 'decimal.js';
import {
  fillMessage,
  SALES_FILE_NEEDS_PERIOD_MESSAGE,
  SALES_FILE_TOO_LARGE_MESSAGE,
  SALES_FILE_UNRECOGNISED_MESSAGE,
  SALES_MORE_ROWS_MESSAGE,
  SALES_ROW_EMPTY_MESSAGE,
  SALES_ROW_NOT_A_DATE_MESSAGE,
  SALES_ROW_NOT_A_NUMBER_MESSAGE,
  SALES_ROW_NOT_A_TIME_MESSAGE,
  SALES_ROW_TOO_LARGE_MESSAGE,
} from '#contract/messages.ts';
import {
  SALES_IMPORT_MAX_BYTES,
  SALES_IMPORT_MAX_ROWS,
  type SalesFormat,
  type SalesImportError,
} from '#contract/sales.ts';
import { AppError, validationError } from '#server/lib/app-error.ts';
import { type ReadLog, readTable } from '#server/lib/import-table/read-table.ts';
import { readWrittenAmount } from '#server/lib/money.ts';
import { posKeyOf, tidyPosName } from './pos-key.ts';
import { endOfDayIn, instantIn, isTimeZone, startOfDayIn } from './zoned-time.ts';

// Reading a POS export: its type (CSV or XLSX, by name and first bytes), its table (read in the
// import thread, within limits: decision 026), its format (by the header, wherever the header
// row is among the first rows) and each row as a sales line. Nothing here touches the database.

/** An uploaded file as the route read it. */
export interface SalesFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/**
 * Cells a sales file may have in all: 60,000 rows of 40 columns (Square's widest export has
 * 35). The import thread's 128 MB heap reads that: decision 033.
 */
export const SALES_MAX_CELLS = 2_400_000;
/** Rows above the header a file may have (Clover's merchant and period lines). */
export const MAX_PREAMBLE_ROWS = 20;
/**
 * Rows read between two turns of the event loop: about 5 ms on an idle machine (a row is
 * read, dated, hashed in about 20 µs), so other venues' requests wait little for a slice.
 */
const YIELD_ROWS = 250;
/** Bad rows listed in an answer; the count of the others is said in the last. */
export const MAX_ERRORS = 100;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const MEGABYTES = SALES_IMPORT_MAX_BYTES / (1024 * 1024);

/** The size refusal of an upload over the limit (the route's reader throws it too). */
export const salesFileTooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', fillMessage(SALES_FILE_TOO_LARGE_MESSAGE, { max: MEGABYTES }));

/** CSV or XLSX, by the file's name and its first bytes; 422 for anything else. */
function tableFormatOf(file: SalesFile): 'csv' | 'xlsx' {
  const extension = file.filename.toLowerCase().split('.').pop() ?? '';
  const zipped = file.data.subarray(0, 4).equals(ZIP_MAGIC);
  if (extension === 'xlsx' && zipped) return 'xlsx';
  if (extension === 'csv' || (extension === 'txt' && file.mimetype.startsWith('text/'))) {
    if (!zipped && !file.data.includes(0)) return 'csv';
  }
  throw validationError('file', 'Upload a CSV or XLSX file (.csv or .xlsx)');
}

/** A header as a column key: "Void?" → void, "Net Sales" → net_sales, "Qty" → qty. */
export function columnKey(header: string): string {
  return header
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** What makes a header one format's: the columns it must have (as keys). */
const FORMATS: { format: SalesFormat; required: string[]; unless?: string[] }[] = [
  { format: 'toast', required: ['menu_item', 'qty', 'order_date'] },
  { format: 'square', required: ['date', 'time', 'item', 'qty'] },
  { format: 'clover', required: ['name', 'sold'] },
  { format: 'plain', required: ['date', 'item', 'quantity'] },
];

/** A table's header row and format: the first of the first rows that is a known header. */
function findHeader(rows: string[][]): { at: number; format: SalesFormat; keys: string[] } {
  const scan = Math.min(rows.length, MAX_PREAMBLE_ROWS + 1);
  for (let at = 0; at < scan; at += 1) {
    const keys = (rows[at] ?? []).map(columnKey);
    const present = new Set(keys);
    const found = FORMATS.find(({ required }) => required.every((key) => present.has(key)));
    if (found) return { at, format: found.format, keys };
  }
  throw validationError('file', SALES_FILE_UNRECOGNISED_MESSAGE);
}

/** A line read from a file, before it is attributed to a menu item. */
export interface ReadLine {
  /** The 1-based data row (the header and a preamble not counted). */
  row: number;
  soldAt: Date;
  periodStart: Date | null;
  posName: string;
  posKey: string;
  posCode: string | null;
  /** Exact, 4 decimals at most, never 0. */
  quantity: Decimal;
  netSales: Decimal | null;
  dedupeKey: string;
}

export interface ReadSales {
  format: SalesFormat;
  rowsRead: number;
  lines: ReadLine[];
  voidsSkipped: number;
  errors: SalesImportError[];
}

/** The period a summary export (no dates in its rows) covers, as the person gave it. */
export interface Period {
  from: string | undefined;
  to: string | undefined;
}

/** A row that cannot be read: one of the contract's row templates, filled. */
class RowError extends Error {
  constructor(template: string, column: string, raw?: string) {
    super(fillMessage(template, { column, value: raw?.trim().slice(0, 40) ?? '' }));
  }
}

/** A number as POS exports write it (readWrittenAmount), to 4 decimals. */
export function parseAmount(raw: string, what: string): Decimal | null {
  const written = readWrittenAmount(raw);
  if (written === null) return null;
  if (written === undefined) throw new RowError(SALES_ROW_NOT_A_NUMBER_MESSAGE, what, raw);
  const value = written.toDecimalPlaces(4);
  if (value.abs().greaterThanOrEqualTo(10_000_000_000 / 10)) {
    throw new RowError(SALES_ROW_TOO_LARGE_MESSAGE, what, raw);
  }
  return value;
}

/** How a file writes its slashed dates: month first (US) or day first. */
type SlashOrder = 'mdy' | 'dmy';

const SLASH_DATE = /^(\d{1,2})[/.](\d{1,2})[/.](\d{2}|\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*([ap]\.?m\.?)?$/i;
const OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Whether the file's slashed dates put the day first: yes when one has a first part above 12,
 * no when one has a second part above 12 (and by default: POS exports are American).
 */
function slashOrderOf(cells: string[]): SlashOrder {
  for (const cell of cells) {
    const match = SLASH_DATE.exec(cell.trim().split(/[ T]/)[0] ?? '');
    if (!match) continue;
    if (Number(match[1]) > 12) return 'dmy';
    if (Number(match[2]) > 12) return 'mdy';
  }
  return 'mdy';
}

interface Day {
  year: number;
  month: number;
  day: number;
}

function parseDay(text: string, order: SlashOrder): Day | undefined {
  const iso = ISO_DATE.exec(text);
  if (iso) return checkedDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const slash = SLASH_DATE.exec(text);
  if (!slash) return undefined;
  const [first, second] = [Number(slash[1]), Number(slash[2])];
  let year = Number(slash[3]);
  if ((slash[3] ?? '').length === 2) year += 2000;
  return order === 'mdy' ? checkedDay(year, first, second) : checkedDay(year, second, first);
}

function checkedDay(year: number, month: number, day: number): Day | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 2000 || year > 2100) return undefined;
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

function parseTime(text: string): { hour: number; minute: number; second: number } | undefined {
  const match = TIME.exec(text.trim());
  if (!match) return undefined;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = Number(match[3] ?? 0);
  const meridiem = match[4]?.toLowerCase().replaceAll('.', '');
  if (meridiem) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  return { hour, minute, second };
}

/** When a line was sold: an instant, or a whole day (a summary of that day). */
type Moment = { instant: Date } | { day: string };

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const dayText = (day: Day) => `${day.year}-${pad(day.month)}-${pad(day.day)}`;

interface MomentReader {
  zone: string;
  order: SlashOrder;
  /** An XLSX date cell comes as ISO text in UTC that is really the wall clock as written. */
  wallClockIso: boolean;
}

/** A date, a date and a time, or an ISO date-time with an offset (then the zone is not used). */
function parseMoment(raw: string, time: string | undefined, reader: MomentReader): Moment {
  let text = raw.trim();
  if (reader.wallClockIso) {
    const cell = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})\.000Z$/.exec(text);
    // A date cell at midnight is a day (so a sale at exactly midnight reads as its day).
    if (cell) text = cell[2] === '00:00:00' ? `${cell[1]}` : `${cell[1]} ${cell[2]}`;
  }
  if (OFFSET.test(text) && /\d[T ]\d/.test(text)) {
    const instant = new Date(text.replace(' ', 'T'));
    if (!Number.isNaN(instant.getTime())) return { instant };
  }
  const [datePart = '', ...rest] = text.split(/[ T]+/);
  const day = parseDay(datePart, reader.order);
  if (!day) throw new RowError(SALES_ROW_NOT_A_DATE_MESSAGE, 'date', raw);
  let timeText = rest.join(' ');
  if (time !== undefined && time.trim() !== '') {
    let cell = time.trim();
    if (reader.wallClockIso) {
      const clock = /^\d{4}-\d{2}-\d{2}T(\d{2}:\d{2}:\d{2})\.000Z$/.exec(cell);
      if (clock?.[1]) cell = clock[1];
    }
    timeText = cell;
  }
  if (timeText === '') return { day: dayText(day) };
  const clock = parseTime(timeText);
  if (!clock) throw new RowError(SALES_ROW_NOT_A_TIME_MESSAGE, 'time', timeText);
  return { instant: instantIn(reader.zone, { ...day, ...clock }) };
}

/**
 * Square's "Time Zone" column names Rails zones ("Eastern Time (US & Canada)"): those a venue
 * in the Americas or Europe is likely to have, as IANA names. Any other reads in the venue's.
 */
const RAILS_ZONES: Record<string, string> = {
  'eastern time (us & canada)': 'America/New_York',
  'central time (us & canada)': 'America/Chicago',
  'mountain time (us & canada)': 'America/Denver',
  'pacific time (us & canada)': 'America/Los_Angeles',
  arizona: 'America/Phoenix',
  alaska: 'America/Juneau',
  hawaii: 'Pacific/Honolulu',
  'atlantic time (canada)': 'America/Halifax',
  'mexico city': 'America/Mexico_City',
  bogota: 'America/Bogota',
  'buenos aires': 'America/Argentina/Buenos_Aires',
  london: 'Europe/London',
  dublin: 'Europe/Dublin',
  madrid: 'Europe/Madrid',
  paris: 'Europe/Paris',
  berlin: 'Europe/Berlin',
  rome: 'Europe/Rome',
  amsterdam: 'Europe/Amsterdam',
  lisbon: 'Europe/Lisbon',
  sydney: 'Australia/Sydney',
  melbourne: 'Australia/Melbourne',
  tokyo: 'Asia/Tokyo',
  utc: 'UTC',
};

/** The zone a Square row's "Time Zone" cell names, or the venue's. */
function zoneOf(cell: string | undefined, venueZone: string): string {
  const name = (cell ?? '').trim();
  if (name === '') return venueZone;
  const rails = RAILS_ZONES[name.toLowerCase()];
  if (rails) return rails;
  return name.includes('/') && isTimeZone(name) ? name : venueZone;
}

const TRUE = new Set(['true', 'yes', 'y', '1', 'void', 'voided']);

/** Reads the cells of a row by column key. */
type Cells = (key: string) => string | undefined;

interface FormatRow {
  /** Absent for a summary (Clover): the period the person gave. */
  moment: Moment | undefined;
  name: string;
  code: string | null;
  quantity: Decimal;
  netSales: Decimal | null;
  /** What identifies the line in its file (before its occurrence number). */
  identity: string;
  void: boolean;
}

const required = (cells: Cells, key: string, what: string): string => {
  const value = cells(key)?.trim() ?? '';
  if (value === '') throw new RowError(SALES_ROW_EMPTY_MESSAGE, what);
  return value;
};

const optional = (cells: Cells, ...keys: string[]): string | null => {
  for (const key of keys) {
    const value = cells(key)?.trim();
    if (value) return value;
  }
  return null;
};

function quantityOf(cells: Cells, key: string): Decimal {
  const value = parseAmount(required(cells, key, 'quantity'), 'quantity');
  if (value === null) throw new RowError(SALES_ROW_EMPTY_MESSAGE, 'quantity');
  return value;
}

/** Reads one row of a format (Clover's moment comes from the period, not the row). */
function readRow(format: SalesFormat, cells: Cells, reader: MomentReader): FormatRow {
  switch (format) {
    case 'square': {
      const item = required(cells, 'item', 'item');
      const pricePoint = optional(cells, 'price_point_name');
      const name =
        pricePoint && pricePoint.toLowerCase() !== 'regular' ? `${item} (${pricePoint})` : item;
      const moment = parseMoment(required(cells, 'date', 'date'), cells('time'), {
        ...reader,
        zone: zoneOf(cells('time_zone'), reader.zone),
      });
      let quantity = quantityOf(cells, 'qty');
      const net = parseAmount(cells('net_sales') ?? '', 'net_sales');
      let netSales = net;
      // A refund is negative; some exports write its quantity as sold, with the event type.
      if ((cells('event_type') ?? '').trim().toLowerCase() === 'refund') {
        quantity = quantity.abs().negated();
        netSales = net === null ? null : net.abs().negated();
      }
      const transaction = optional(cells, 'transaction_id') ?? '';
      return {
        moment,
        name,
        code: optional(cells, 'sku'),
        quantity,
        netSales,
        identity: `square|${transaction}|${optional(cells, 'event_type') ?? ''}|${name}`,
        void: false,
      };
    }
    case 'toast': {
      const name = required(cells, 'menu_item', 'menu_item');
      const moment = parseMoment(required(cells, 'order_date', 'order_date'), undefined, reader);
      const selection = optional(cells, 'item_selection_id');
      return {
        moment,
        name,
        code: optional(cells, 'plu', 'sku'),
        quantity: quantityOf(cells, 'qty'),
        netSales: parseAmount(cells('net_price') ?? '', 'net_price'),
        identity: selection
          ? `toast|${selection}`
          : `toast|${optional(cells, 'order_id') ?? ''}|${name}`,
        void: TRUE.has((cells('void') ?? '').trim().toLowerCase()),
      };
    }
    case 'clover': {
      const name = required(cells, 'name', 'name');
      return {
        moment: undefined,
        name,
        code: null,
        quantity: quantityOf(cells, 'sold'),
        netSales: parseAmount(cells('net_sales') ?? '', 'net_sales'),
        identity: `clover|${optional(cells, 'category_name') ?? ''}|${name}`,
        void: false,
      };
    }
    case 'plain': {
      const name = required(cells, 'item', 'item');
      return {
        moment: parseMoment(required(cells, 'date', 'date'), cells('time'), reader),
        name,
        code: optional(cells, 'pos_code'),
        quantity: quantityOf(cells, 'quantity'),
        netSales: parseAmount(cells('net_sales') ?? '', 'net_sales'),
        identity: `plain|${name}`,
        void: false,
      };
    }
  }
}

/**
 * The period of a summary file (Clover: no dates in its rows) from the person's `from` and
 * `to`, days read in the venue's zone; none for a file whose rows are dated.
 */
function periodOf(
  format: SalesFormat,
  period: Period,
  zone: string,
): { start: Date; end: Date } | undefined {
  if (format !== 'clover') return undefined;
  if (!period.from || !period.to) {
    throw validationError('from', SALES_FILE_NEEDS_PERIOD_MESSAGE);
  }
  const start = boundInstant(period.from, zone, false);
  const end = boundInstant(period.to, zone, true);
  // A day and an instant are compared only here, once both are instants.
  if (end < start) throw validationError('to', 'Use a "to" that is not before "from"');
  return { start, end };
}

/** The start and end of a moment: an instant is both; a day, its start and its end. */
function bounds(moment: Moment, zone: string): { start: Date | null; end: Date } {
  if ('instant' in moment) return { start: null, end: moment.instant };
  return { start: startOfDayIn(zone, moment.day), end: endOfDayIn(zone, moment.day) };
}

/** A bound of the person's period as an instant: a day's start (`from`) or end (`to`). */
export function boundInstant(bound: string, zone: string, end: boolean): Date {
  if (bound.length === 10) return end ? endOfDayIn(zone, bound) : startOfDayIn(zone, bound);
  return new Date(bound);
}

const hash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 32);

/**
 * The lines of a table: its header found among the first rows, each data row read in its
 * format, the venue's zone for times that carry no offset. Rows with no name and no quantity
 * (blank, or a total's label) are passed over; a row that cannot be read is an error.
 */
export async function readSalesTable(
  rows: string[][],
  { zone, period, xlsx }: { zone: string; period: Period; xlsx: boolean },
): Promise<ReadSales> {
  const header = findHeader(rows);
  const { format, keys } = header;
  const body = rows.slice(header.at + 1);
  const index = new Map<string, number>();
  keys.forEach((key, position) => {
    if (!index.has(key)) index.set(key, position);
  });
  const dateKey = format === 'toast' ? 'order_date' : 'date';
  const dateColumn = index.get(dateKey);
  const reader: MomentReader = {
    zone,
    order:
      dateColumn === undefined
        ? 'mdy'
        : slashOrderOf(body.slice(0, 5000).map((cells) => cells[dateColumn] ?? '')),
    wallClockIso: xlsx,
  };
  const summary = periodOf(format, period, zone);
  const lines: ReadLine[] = [];
  const errors: SalesImportError[] = [];
  let voidsSkipped = 0;
  let errorCount = 0;
  const occurrences = new Map<string, number>();
  for (const [position, cellsOfRow] of body.entries()) {
    // A long file is read a slice at a time: other requests go on between slices.
    if (position > 0 && position % YIELD_ROWS === 0) await new Promise(setImmediate);
    const row = position + 1;
    const cells: Cells = (key) => {
      const at = index.get(key);
      return at === undefined ? undefined : cellsOfRow[at];
    };
    const nameKey = format === 'toast' ? 'menu_item' : format === 'clover' ? 'name' : 'item';
    const quantityKey = format === 'plain' ? 'quantity' : format === 'clover' ? 'sold' : 'qty';
    if (!(cells(nameKey) ?? '').trim() && !(cells(quantityKey) ?? '').trim()) continue;
    try {
      const read = readRow(format, cells, reader);
      if (read.void) {
        voidsSkipped += 1;
        continue;
      }
      // Nothing sold (a summary's item with 0 sold): no line.
      if (read.quantity.isZero()) continue;
      const { start, end } = read.moment
        ? bounds(read.moment, zone)
        : (summary ?? bounds({ day: '1970-01-01' }, zone));
      const posName = tidyPosName(read.name).slice(0, 200);
      const code = read.code ? read.code.slice(0, 100) : null;
      const identity = [
        read.identity,
        start?.toISOString() ?? '',
        end.toISOString(),
        posKeyOf(posName),
        code ?? '',
        read.quantity.toFixed(),
        read.netSales?.toFixed() ?? '',
      ].join('|');
      const occurrence = (occurrences.get(identity) ?? 0) + 1;
      occurrences.set(identity, occurrence);
      lines.push({
        row,
        soldAt: end,
        periodStart: start,
        posName,
        posKey: posKeyOf(posName),
        posCode: code,
        quantity: read.quantity,
        netSales: read.netSales,
        dedupeKey: hash(`${identity}|${occurrence}`),
      });
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      errorCount += 1;
      if (errors.length < MAX_ERRORS) errors.push({ row, message: error.message });
    }
  }
  if (errorCount > errors.length) {
    errors.push({
      row: body.length,
      message: fillMessage(SALES_MORE_ROWS_MESSAGE, { count: errorCount - errors.length }),
    });
  }
  return { format, rowsRead: body.length, lines, voidsSkipped, errors };
}

/** The table of an upload (CSV or XLSX), read in the import thread within the sales limits. */
export async function readSalesUpload(
  file: SalesFile | undefined,
  log?: ReadLog,
): Promise<{ rows: string[][]; xlsx: boolean }> {
  if (!file) throw validationError('file', 'Choose a file to import');
  if (file.data.length === 0) throw validationError('file', 'The file is empty');
  if (file.data.length > SALES_IMPORT_MAX_BYTES) throw salesFileTooLarge();
  const format = tableFormatOf(file);
  // The bytes go to the reading thread as they are: a CSV is decoded there.
  const table = await readTable(
    { format, data: file.data },
    {
      field: 'file',
      maxRows: SALES_IMPORT_MAX_ROWS,
      maxCells: SALES_MAX_CELLS,
      log,
    },
  );
  if (table.rows.length === 0) throw validationError('file', 'The file has no rows to import');
  return { rows: table.rows, xlsx: format === 'xlsx' };
}
