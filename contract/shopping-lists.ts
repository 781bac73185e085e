import { z } from 'zod';
import { amount, packCount } from './amounts.ts';
import { APP_LANGUAGES } from './messages.ts';
import { optionalText, text, timestamp } from './text.ts';

/**
 * Shopping lists: from "what is below par" to "the delivery is on the shelf"
 * (docs/api.md#shopping-lists, docs/domain.md#shopping-lists). A line's `quantity` is in
 * packs of `pack_size` units of its inventory item; `unit_price` is the ordered price per
 * pack. Money and quantities travel as JSON numbers rounded to 4 decimals; a missing price
 * is null, never 0.
 */

export const shoppingListStatuses = ['draft', 'sent', 'received'] as const;
const shoppingListStatus = z.enum(shoppingListStatuses);
export type ShoppingListStatus = z.infer<typeof shoppingListStatus>;

/** Export formats of `GET /api/shopping-lists/{id}/export`. */
const exportFormats = ['pdf', 'csv'] as const;

const listName = text({ error: 'Enter a name' })
  .trim()
  .min(1, 'Enter a name')
  .max(200, 'Use at most 200 characters');

/** A number of packs on a line: above 0, at most 99,999. */
const packs = packCount.refine((value) => value > 0, 'Use a number above 0');

export const listItem = z.object({
  id: z.uuid(),
  shopping_list_id: z.uuid(),
  /** Null for a free-text line. */
  inventory_item_id: z.uuid().nullable(),
  vendor_item_id: z.uuid().nullable(),
  name: z.string(),
  /** Packs ordered. */
  quantity: z.number(),
  /** The unit `pack_size` counts in (the inventory item's unit). */
  unit: z.string().nullable(),
  /** Units of the inventory item in one pack; null on a free-text line. */
  pack_size: z.number().nullable(),
  /** The ordered price per pack; null when unknown. */
  unit_price: z.number().nullable(),
  /** quantity × unit_price; null without a price. */
  line_total: z.number().nullable(),
  completed: z.boolean(),
  /** Packs received; null until the list is received. */
  received_quantity: z.number().nullable(),
  /** The price per pack on the invoice, when it differed from the ordered one. */
  invoice_price: z.number().nullable(),
  notes: z.string().nullable(),
  /** The vendor's SKU and pack description of the catalogue line, when there is one. */
  sku: z.string().nullable(),
  pack_description: z.string().nullable(),
  /**
   * The inventory item's quantity on hand and par level now, in `unit` (why so many packs);
   * null on a free-text line, par_level null when the item has none.
   */
  on_hand: z.number().nullable(),
  par_level: z.number().nullable(),
});
export type ListItem = z.infer<typeof listItem>;

export const list = z.object({
  id: z.uuid(),
  location_id: z.uuid(),
  name: z.string(),
  vendor_id: z.uuid().nullable(),
  vendor_name: z.string().nullable(),
  status: shoppingListStatus,
  notes: z.string().nullable(),
  item_count: z.number().int(),
  completed_count: z.number().int(),
  /** Σ quantity × unit_price over the lines that have a price. */
  estimated_total: z.number(),
  /** Some line has no price: `estimated_total` leaves it out. */
  has_unpriced_lines: z.boolean(),
  sent_at: timestamp.nullable(),
  /** The address the order was emailed to; null when sent without email. */
  sent_to: z.string().nullable(),
  sent_by: z.uuid().nullable(),
  received_at: timestamp.nullable(),
  received_by: z.uuid().nullable(),
  credit_requested_at: timestamp.nullable(),
  created_by: z.uuid().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  /** Only on `GET /api/shopping-lists/{id}` (and the answers that change one list). */
  items: z.array(listItem).optional(),
});
export type List = z.infer<typeof list>;

/** Where an email of a list is: waiting in the outbox, being sent, sent, or given up. */
export const mailState = z.enum(['queued', 'sending', 'sent', 'failed']);
export type MailState = z.infer<typeof mailState>;

/** The list's newest email (its order, or its credit request) and how its delivery goes. */
export const listMail = z.object({
  id: z.uuid(),
  kind: z.enum(['order', 'credit-request']),
  recipient: z.string(),
  state: mailState,
  /** Tries so far; a Retry starts again from 0. */
  attempts: z.number().int(),
  /** Why the last try failed, in the mail server's words; null when none failed. */
  last_error: z.string().nullable(),
  sent_at: timestamp.nullable(),
});
export type ListMail = z.infer<typeof listMail>;

export const listWithItems = list.extend({
  items: z.array(listItem),
  /** Null when the list never emailed anyone (or its mail is older than 30 days). */
  mail: listMail.nullable(),
});
export type ListWithItems = z.infer<typeof listWithItems>;

export const listListsQuery = z.object({
  location_id: z.uuid(),
  status: shoppingListStatus.optional(),
});

export const createListBody = z.object({
  location_id: z.uuid(),
  name: listName,
  vendor_id: z.uuid().nullable().optional(),
  notes: optionalText(2000),
});
export type CreateListBody = z.input<typeof createListBody>;

/** A sent or received list keeps its vendor (409); its name and notes may change. */
export const updateListBody = z.object({
  name: listName.optional(),
  vendor_id: z.uuid().nullable().optional(),
  notes: optionalText(2000),
});
export type UpdateListBody = z.input<typeof updateListBody>;

export const generateListsBody = z.object({
  location_id: z.uuid(),
  /** Only items whose preferred catalogue line is of this vendor (no list without vendor). */
  vendor_id: z.uuid().optional(),
  /** Only items of these categories. */
  category_ids: z.array(z.uuid()).min(1, 'Pick at least one category').max(500).optional(),
  /** Only items of this storage area (any case). */
  storage_area: text().trim().min(1, 'Enter a storage area').max(100).optional(),
  /** The app's language: the lists' names and notes are written in it. */
  language: z.enum(APP_LANGUAGES, { error: 'Choose en or es' }).default('en'),
});
export type GenerateListsBody = z.input<typeof generateListsBody>;

/**
 * A line: an inventory item of the location, or free text (`name`). With a catalogue line,
 * its pack size and price are the defaults; without one a line counts single units.
 */
export const addListItemBody = z
  .object({
    inventory_item_id: z.uuid().nullable().optional(),
    name: listName.optional(),
    /** Packs. */
    quantity: packs,
    vendor_item_id: z.uuid().nullable().optional(),
    unit_price: amount.nullable().optional(),
    notes: optionalText(1000),
  })
  .refine((body) => body.inventory_item_id || body.vendor_item_id || body.name, {
    path: ['name'],
    message: 'Pick an item or enter a name',
  });
export type AddListItemBody = z.input<typeof addListItemBody>;

export const updateListItemBody = z.object({
  quantity: packs.optional(),
  unit_price: amount.nullable().optional(),
  notes: optionalText(1000),
  name: listName.optional(),
});
export type UpdateListItemBody = z.input<typeof updateListItemBody>;

export const tickListItemBody = z.object({ completed: z.boolean() });

export const sendListBody = z.object({
  /** A note to the vendor, above the order in the email. */
  message: optionalText(2000),
  /** Send although the total is below the vendor's minimum order. */
  confirm_below_minimum: z.boolean().optional(),
});
export type SendListBody = z.input<typeof sendListBody>;

/** `details` of the 409 answer to a send below the vendor's minimum order. */
export const belowMinimumDetails = z.object({
  reason: z.literal('below_minimum_order'),
  minimum_order: z.number(),
  total: z.number(),
  /** Send again with `confirm_below_minimum: true` to send anyway. */
  requires_confirmation: z.literal(true),
});
export type BelowMinimumDetails = z.infer<typeof belowMinimumDetails>;

export const exportQuery = z.object({ format: z.enum(exportFormats).default('pdf') });

const receivedLine = z.object({
  id: z.uuid(),
  /** Packs that arrived (0 when none did). */
  received_quantity: packCount,
  /** The price per pack on the invoice, when it differs from the ordered one. */
  unit_price: amount.optional(),
});

export const receiveListBody = z.object({
  /** Lines not named arrived as ordered, at the ordered price. */
  items: z
    .array(receivedLine)
    .max(5000)
    .refine((lines) => new Set(lines.map((line) => line.id)).size === lines.length, {
      message: 'Name each line once',
    })
    .optional(),
});
export type ReceiveListBody = z.input<typeof receiveListBody>;

/** A line that came short or over, or dearer or cheaper, than ordered. */
const discrepancy = z.object({
  list_item_id: z.uuid(),
  name: z.string(),
  /** Packs ordered and received. */
  ordered: z.number(),
  received: z.number(),
  ordered_price: z.number().nullable(),
  /** The invoice price per pack (the ordered one when unchanged). */
  invoice_price: z.number().nullable(),
});
export type Discrepancy = z.infer<typeof discrepancy>;

export const receiveListResponse = listWithItems.extend({ discrepancies: z.array(discrepancy) });
export type ReceiveListResponse = z.infer<typeof receiveListResponse>;

export const creditRequestBody = z.object({ message: optionalText(2000) });

export const purchaseList = z.object({
  vendors: z.array(
    z.object({
      /** Null for the lines of lists without a vendor. */
      vendor_id: z.uuid().nullable(),
      vendor_name: z.string().nullable(),
      items: z.array(listItem),
      total: z.number(),
      has_unpriced_lines: z.boolean(),
    }),
  ),
  total: z.number(),
  has_unpriced_lines: z.boolean(),
});
export type PurchaseList = z.infer<typeof purchaseList>;

export const listSummary = z.object({
  list_id: z.uuid(),
  item_count: z.number().int(),
  completed_count: z.number().int(),
  total_packs: z.number(),
  estimated_total: z.number(),
  has_unpriced_lines: z.boolean(),
  by_category: z.array(
    z.object({
      /** The inventory item's category; null for lines without one (and free text). */
      category: z.string().nullable(),
      item_count: z.number().int(),
      total: z.number(),
    }),
  ),
});
export type ListSummary = z.infer<typeof listSummary>;
