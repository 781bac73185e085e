import { z } from 'zod';
import { amount } from './amounts.ts';
import { optionalText, text } from './text.ts';
import { packSize, VENDOR_BULK_MAX_ROWS, vendorName } from './vendors.ts';

/**
 * Catalogue import (docs/api.md#vendors, docs/domain.md#catalogue): a vendor's price list read
 * into its catalogue lines.
 */

/**
 * A catalogue: CSV text with a header line, or rows as objects. Columns (headers are matched
 * case-insensitively; spaces and hyphens count as underscores): `name` (required), `sku`,
 * `pack_description`, `pack_size`, `price`, and `inventory_item` (an inventory item's name,
 * to link the line; `inventory_item_name` also works). A row updates the vendor's line with its
 * SKU, else the line with its name (case-insensitively), else adds a line (a new line needs a
 * price; its pack size is 1 unless given). An empty cell leaves the line's value as it is.
 */
export const catalogImportBody = z.object({
  catalog: z.union(
    [
      text().min(1, 'The file is empty').max(5_000_000, 'The file is too large'),
      z
        .array(z.record(text(), z.unknown()))
        .min(1, 'Add at least one row')
        .max(VENDOR_BULK_MAX_ROWS, `Import at most ${VENDOR_BULK_MAX_ROWS} rows at once`),
    ],
    { error: 'Send the catalogue as CSV text or as a list of rows' },
  ),
});
export type CatalogImportBody = z.input<typeof catalogImportBody>;

/** One catalogue import row, once its cells are read (numbers may come as strings in CSV). */
export const catalogRow = z.object({
  name: vendorName,
  sku: optionalText(100),
  pack_description: optionalText(200),
  pack_size: packSize.optional(),
  price: amount.optional(),
  inventory_item: optionalText(200),
});
export type CatalogRow = z.infer<typeof catalogRow>;

const catalogImportError = z.object({
  /**
   * The row as a person sees it: in CSV text, its line in the file (the header is line 1, so
   * the first data row is 2); in a list of objects, its position counting from 1.
   */
  row: z.number().int(),
  message: z.string(),
});

/**
 * Good rows are written and bad rows reported, in one transaction: `created` new lines,
 * `updated` lines that changed, `unchanged` lines a row matched without changing them.
 */
export const catalogImportResponse = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(catalogImportError),
});
export type CatalogImportResponse = z.infer<typeof catalogImportResponse>;
