import { z } from 'zod';
import { amount, packSize } from './amounts.ts';
import { IMPORT_MAX_ROWS } from './inventory.ts';
import { optionalEmail, optionalText, text, timestamp } from './text.ts';

/**
 * Vendors and their catalogues (docs/api.md#vendors, docs/domain.md#vendors): vendors, catalogue
 * lines (vendor items), the preferred line of an inventory item and bulk changes. Catalogue
 * import is in `catalog-import.ts`, price history in `prices.ts`. Money travels as JSON
 * numbers rounded to 4 decimals; the server computes with decimals, never binary floats.
 */

/** ISO weekday numbers: 1 = Monday … 7 = Sunday. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type IsoWeekday = (typeof ISO_WEEKDAYS)[number];

/** Most lines a bulk create, a bulk price update or a catalogue import takes at once. */
export const VENDOR_BULK_MAX_ROWS = IMPORT_MAX_ROWS;

/** The name of a vendor or of a catalogue line. */
export const vendorName = text({ error: 'Enter a name' })
  .trim()
  .min(1, 'Enter a name')
  .max(200, 'Use at most 200 characters');

/** Delivery weekdays: ISO numbers 1–7, in any order; stored ascending without repeats. */
const deliveryDays = z
  .array(
    z
      .number({ error: 'Use a weekday number from 1 (Monday) to 7 (Sunday)' })
      .int('Use a weekday number from 1 (Monday) to 7 (Sunday)')
      .min(1, 'Use a weekday number from 1 (Monday) to 7 (Sunday)')
      .max(7, 'Use a weekday number from 1 (Monday) to 7 (Sunday)'),
  )
  .max(7, 'Use each weekday at most once')
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

export { packSize } from './amounts.ts';

export const vendor = z.object({
  id: z.uuid(),
  location_id: z.uuid(),
  name: z.string(),
  contact_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  notes: z.string().nullable(),
  lead_time_days: z.number().int().nullable(),
  minimum_order: z.number().nullable(),
  /** ISO weekdays the vendor delivers (1 = Monday … 7 = Sunday), ascending. */
  delivery_days: z.array(z.number().int()),
  /** Lines of the vendor's catalogue. */
  item_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Vendor = z.infer<typeof vendor>;

const vendorFields = {
  contact_name: optionalText(200),
  email: optionalEmail,
  phone: optionalText(50),
  address: optionalText(500),
  website: optionalText(500),
  notes: optionalText(2000),
  lead_time_days: z
    .number({ error: 'Enter a whole number of days' })
    .int('Enter a whole number of days')
    .min(0, 'Use 0 or more days')
    .max(365, 'Use at most 365 days')
    .nullable()
    .optional(),
  minimum_order: amount.nullable().optional(),
  delivery_days: deliveryDays.optional(),
};

export const createVendorBody = z.object({
  location_id: z.uuid(),
  name: vendorName,
  ...vendorFields,
});
export type CreateVendorBody = z.input<typeof createVendorBody>;

export const updateVendorBody = z.object({ name: vendorName.optional(), ...vendorFields });
export type UpdateVendorBody = z.input<typeof updateVendorBody>;

export const vendorItem = z.object({
  id: z.uuid(),
  vendor_id: z.uuid(),
  /** The inventory item the line supplies; null until matched. */
  inventory_item_id: z.uuid().nullable(),
  /** That inventory item's name, or null. */
  inventory_item_name: z.string().nullable(),
  name: z.string(),
  sku: z.string().nullable(),
  pack_description: z.string().nullable(),
  /** How many of the inventory item's unit one pack holds. */
  pack_size: z.number(),
  /** Price per pack. */
  price: z.number(),
  /** The price before the latest change (the old price of the latest price change), or null. */
  previous_price: z.number().nullable(),
  /** The line the item is bought as: at most one per inventory item. */
  is_preferred: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type VendorItem = z.infer<typeof vendorItem>;

/** GET /api/vendors/inventory/{id}/preferred: the line with its vendor's name. */
export const preferredVendorItem = vendorItem.extend({ vendor_name: z.string() });
export type PreferredVendorItem = z.infer<typeof preferredVendorItem>;

const vendorItemFields = {
  name: vendorName,
  /** An inventory item of the vendor's location; null or absent for none yet. */
  inventory_item_id: z.uuid().nullable().optional(),
  sku: optionalText(100),
  pack_description: optionalText(200),
  pack_size: packSize,
  price: amount,
  /** Makes the line its item's preferred one, clearing the item's other preferred line. */
  is_preferred: z.boolean().optional(),
};

/** Why a line without an inventory item cannot be preferred. */
export const PREFERRED_NEEDS_ITEM = 'Link the line to an inventory item before making it preferred';

export const createVendorItemBody = z
  .object(vendorItemFields)
  .refine((body) => !body.is_preferred || !!body.inventory_item_id, {
    path: ['is_preferred'],
    message: PREFERRED_NEEDS_ITEM,
  });
export type CreateVendorItemBody = z.input<typeof createVendorItemBody>;

/**
 * A line's fields to change. A new price is recorded in the price history (source 'manual').
 * Linking the line to another inventory item (or to none) drops its preferred flag unless the
 * body sets `is_preferred: true` again.
 */
export const updateVendorItemBody = z.object({
  name: vendorName.optional(),
  inventory_item_id: vendorItemFields.inventory_item_id,
  sku: vendorItemFields.sku,
  pack_description: vendorItemFields.pack_description,
  pack_size: packSize.optional(),
  price: amount.optional(),
  is_preferred: z.boolean().optional(),
});
export type UpdateVendorItemBody = z.input<typeof updateVendorItemBody>;

export const vendorItemParams = z.object({ id: z.uuid(), itemId: z.uuid() });

export const setPreferredBody = z.object({
  is_preferred: z.boolean({ error: 'Send true or false' }),
});

/** All or nothing: a bad row answers 422 with one detail per bad field (`items.3.price`). */
export const bulkCreateVendorItemsBody = z.object({
  items: z
    .array(createVendorItemBody)
    .min(1, 'Add at least one line')
    .max(VENDOR_BULK_MAX_ROWS, `Add at most ${VENDOR_BULK_MAX_ROWS} lines at once`),
});

/** All or nothing: a bad row answers 422 with one detail per bad field (`updates.2.id`). */
export const bulkUpdatePricesBody = z.object({
  updates: z
    .array(z.object({ id: z.uuid(), price: amount }))
    .min(1, 'Add at least one price')
    .max(VENDOR_BULK_MAX_ROWS, `Change at most ${VENDOR_BULK_MAX_ROWS} prices at once`),
});

export const vendorStats = z.object({
  /** Lines of the catalogue. */
  item_count: z.number().int(),
  /** Lines that are their inventory item's preferred one. */
  preferred_item_count: z.number().int(),
  /** The vendor's lists that were sent or received. */
  order_count: z.number().int(),
  /** The vendor's lists still open: draft or sent. */
  open_order_count: z.number().int(),
  /**
   * Σ over the vendor's received lists of received packs (the ordered ones when none were
   * recorded) × invoice price (the ordered unit price when none was recorded). Lines without
   * any price are left out.
   */
  total_spend: z.number(),
  /** When the newest order was sent (received, for a list received without being sent). */
  last_order_at: timestamp.nullable(),
});
export type VendorStats = z.infer<typeof vendorStats>;

export const vendorLocationQuery = z.object({ location_id: z.uuid() });
