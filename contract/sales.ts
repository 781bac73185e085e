import { z } from 'zod';
import { hasAtMost4Decimals, MAX_AMOUNT } from './amounts.ts';
import { boundsReversed, dayOrInstant, text, timestamp } from './text.ts';

/**
 * Sales (docs/api.md#sales, docs/domain.md#sales): what the venue sold, imported from a POS
 * export or typed by hand, each line attributed to a menu item through its POS name.
 */

/** Where a sales line came from: a POS export's format, or typed by hand. */
export const salesSources = ['square', 'toast', 'clover', 'plain', 'manual'] as const;
export type SalesSource = (typeof salesSources)[number];

/** The formats an import recognises by their header. */
export const salesFormats = ['square', 'toast', 'clover', 'plain'] as const;
export type SalesFormat = (typeof salesFormats)[number];

/**
 * Largest sales file accepted, in bytes: 50,000 lines of Square's 35-column item sales
 * detail are about 12 MB.
 */
export const SALES_IMPORT_MAX_BYTES = 24 * 1024 * 1024;
/** Most data rows a sales file may have (a Clover preamble counts as rows). */
export const SALES_IMPORT_MAX_ROWS = 60_000;
/** Lines of a preview shown as they would be imported. */
export const SALES_PREVIEW_LINES = 20;
/** The longest POS name kept. */
export const POS_NAME_MAX_LENGTH = 200;
export const SALES_LIST_DEFAULT_LIMIT = 100;
export const SALES_LIST_MAX_LIMIT = 500;

/** The columns of the plain format, as a message names them. */
export const plainSalesColumns = ['date', 'item', 'quantity', 'net_sales'] as const;

/** A day (YYYY-MM-DD, read in the location's time zone) or an instant with an offset. */
export const salesBound = dayOrInstant;

/** A multipart checkbox: the text `true` or `false` (absent: false). */
const flag = z
  .enum(['true', 'false'], { error: 'Use true or false' })
  .optional()
  .transform((value) => value === 'true');

/**
 * The multipart fields of `POST /api/sales/import` besides `file`. `from` and `to` give the
 * period of a summary export that carries no dates (Clover's item sales report): a day is
 * read in the location's time zone, `from` from its start and `to` to its end. `preview=true`
 * answers what would be imported and writes nothing.
 */
export const salesImportFields = z
  .object({
    location_id: z.uuid(),
    from: salesBound.optional(),
    to: salesBound.optional(),
    preview: flag,
  })
  .refine(({ from, to }) => !from || !to || !boundsReversed(from, to), {
    path: ['to'],
    message: 'Use a "to" that is not before "from"',
  });
export type SalesImportFields = z.input<typeof salesImportFields>;

/** A POS name no mapping or menu item name attributes, with what was sold under it. */
export const unmappedSales = z.object({
  pos_name: z.string(),
  /** The name as matched: lower case, spacing collapsed. */
  pos_key: z.string(),
  /** Σ quantity (refunds negative). */
  quantity: z.number(),
  lines: z.number().int(),
});
export type UnmappedSales = z.infer<typeof unmappedSales>;

/** A line as an import reads it (the preview's sample). */
export const salesImportLine = z.object({
  /** The 1-based data row of the file it came from (a preamble and the header not counted). */
  row: z.number().int(),
  sold_at: timestamp,
  period_start: timestamp.nullable(),
  pos_name: z.string(),
  pos_code: z.string().nullable(),
  quantity: z.number(),
  net_sales: z.number().nullable(),
  menu_item_id: z.uuid().nullable(),
  menu_item_name: z.string().nullable(),
  /** A mapping says this POS name is not a menu item (a gift card). */
  ignored: z.boolean(),
});
export type SalesImportLine = z.infer<typeof salesImportLine>;

/** One row of the file that could not be read: its 1-based data row, and why. */
export const salesImportError = z.object({ row: z.number().int(), message: z.string() });
export type SalesImportError = z.infer<typeof salesImportError>;

/**
 * What an import did, or (with `preview`) would do. A file with any bad row imports nothing:
 * `errors` lists each (at most 100), and the counts are those of the good rows.
 */
export const salesImportResponse = z.object({
  format: z.enum(salesFormats),
  preview: z.boolean(),
  /** Data rows of the file (the header and a preamble not counted). */
  rows_read: z.number().int(),
  /** Lines written (in a preview: that would be written). */
  lines_imported: z.number().int(),
  /** Lines already imported by an earlier import of the same lines. */
  duplicates_skipped: z.number().int(),
  /** Rows marked void in the file (Toast), skipped: they were not sold. */
  voids_skipped: z.number().int(),
  /** Lines that are refunds (negative quantity), among those read. */
  refunds: z.number().int(),
  /** The earliest and latest moment among the lines read; null when none. */
  first_sold_at: timestamp.nullable(),
  last_sold_at: timestamp.nullable(),
  /** Σ quantity of the lines read that no menu item takes, per POS name, most sold first. */
  unmapped: z.array(unmappedSales),
  /** The first lines read, as they would be imported. */
  sample: z.array(salesImportLine),
  errors: z.array(salesImportError),
});
export type SalesImportResponse = z.infer<typeof salesImportResponse>;

/** A sales line as the API answers it. */
export const salesLine = z.object({
  id: z.uuid(),
  location_id: z.uuid(),
  /** When it was sold; for a line of a summary export, the end of its period. */
  sold_at: timestamp,
  /** For a line of a summary export: the start of its period. */
  period_start: timestamp.nullable(),
  pos_name: z.string(),
  pos_code: z.string().nullable(),
  menu_item_id: z.uuid().nullable(),
  menu_item_name: z.string().nullable(),
  /** Negative for a refund. */
  quantity: z.number(),
  /** Null when the source carries no amount. */
  net_sales: z.number().nullable(),
  source: z.enum(salesSources),
  /** A mapping says this POS name is not a menu item. */
  ignored: z.boolean(),
  created_by: z.uuid().nullable(),
  created_at: timestamp,
});
export type SalesLine = z.infer<typeof salesLine>;

/** A signed quantity or amount: not beyond ±9,999,999, at most 4 decimals. */
const signedAmount = z
  .number({ error: 'Enter a number' })
  .min(-MAX_AMOUNT, 'Use at least -9,999,999')
  .max(MAX_AMOUNT, 'Use at most 9,999,999')
  .refine(hasAtMost4Decimals, 'Use at most 4 decimals');

const posName = text({ error: 'Enter a POS name' })
  .trim()
  .min(1, 'Enter a POS name')
  .max(POS_NAME_MAX_LENGTH, `Use at most ${POS_NAME_MAX_LENGTH} characters`);

/**
 * A line typed by hand: a menu item, or a POS name (attributed like an imported one), never
 * both. A negative quantity is a refund.
 */
export const createSalesLineBody = z
  .object({
    location_id: z.uuid(),
    menu_item_id: z.uuid().optional(),
    pos_name: posName.optional(),
    quantity: signedAmount.refine((value) => value !== 0, 'Use a quantity other than 0'),
    net_sales: signedAmount.nullable().optional(),
    sold_at: timestamp,
  })
  .refine(
    ({ menu_item_id, pos_name }) => (menu_item_id === undefined) !== (pos_name === undefined),
    {
      path: ['menu_item_id'],
      message: 'Choose a menu item or type a POS name (one of the two)',
    },
  );
export type CreateSalesLineBody = z.input<typeof createSalesLineBody>;

/**
 * `GET /api/sales`: the lines of a location, newest first. `from` and `to` as days (read in
 * the location's time zone, both included) or instants (`from` excluded, `to` included, like
 * the reports).
 */
export const listSalesQuery = z
  .object({
    location_id: z.uuid(),
    from: salesBound.optional(),
    to: salesBound.optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(SALES_LIST_MAX_LIMIT)
      .default(SALES_LIST_DEFAULT_LIMIT),
    /** The `next_cursor` of the previous page. */
    cursor: text().max(200).optional(),
  })
  .refine(({ from, to }) => !from || !to || !boundsReversed(from, to), {
    path: ['to'],
    message: 'Use a "to" that is not before "from"',
  });
export type ListSalesQuery = z.input<typeof listSalesQuery>;

/** Totals of every line in the range (not only the page's). */
export const salesTotals = z.object({
  lines: z.number().int(),
  quantity: z.number(),
  /** Σ net sales of the lines that carry an amount; null when none does. */
  net_sales: z.number().nullable(),
  /** Σ quantity of the lines no menu item takes (ignored names not included). */
  unmapped_quantity: z.number(),
});
export type SalesTotals = z.infer<typeof salesTotals>;

export const salesPage = z.object({
  lines: z.array(salesLine),
  /** Pass as `cursor` for the next page; null on the last. */
  next_cursor: z.string().nullable(),
  totals: salesTotals,
});
export type SalesPage = z.infer<typeof salesPage>;

/**
 * `PUT /api/sales/mappings`: what a POS name is, remembered for later imports; the lines
 * already imported under it are attributed again. `menu_item_id: null` ignores the name.
 */
export const salesMappingBody = z.object({
  location_id: z.uuid(),
  pos_name: posName,
  menu_item_id: z.uuid().nullable(),
});
export type SalesMappingBody = z.input<typeof salesMappingBody>;

export const salesMapping = z.object({
  pos_name: z.string(),
  pos_key: z.string(),
  /** Null: the name is ignored (not a menu item). */
  menu_item_id: z.uuid().nullable(),
  menu_item_name: z.string().nullable(),
  updated_at: timestamp,
});
export type SalesMapping = z.infer<typeof salesMapping>;

export const salesMappingResponse = z.object({
  mapping: salesMapping,
  /** Lines already imported under the name whose attribution this changed. */
  lines_reattributed: z.number().int(),
});
export type SalesMappingResponse = z.infer<typeof salesMappingResponse>;

/** The closest menu item by name to an unmapped POS name. */
export const suggestedMenuItem = z.object({
  menu_item_id: z.uuid(),
  name: z.string(),
  /** How alike the two names are, 0 to 1 (1: the same words). */
  score: z.number(),
});

export const salesMappingsQuery = z.object({ location_id: z.uuid() });

/**
 * `GET /api/sales/mappings`: every mapping, and every POS name of the imported lines that no
 * menu item takes, most sold first, each with a suggestion.
 */
export const salesMappingsResponse = z.object({
  mappings: z.array(salesMapping),
  unmapped: z.array(unmappedSales.extend({ suggested: suggestedMenuItem.nullable() })),
});
export type SalesMappingsResponse = z.infer<typeof salesMappingsResponse>;
