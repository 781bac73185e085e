import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, decimal, id, moment, oneOf, updatedAt } from './columns.ts';
import { items } from './inventory.ts';
import { locationId } from './locations.ts';
import { users } from './users.ts';

/** A supplier of a location. */
export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    locationId: locationId(),
    name: text('name').notNull(),
    contactName: text('contact_name'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    website: text('website'),
    notes: text('notes'),
    leadTimeDays: integer('lead_time_days'),
    minimumOrder: decimal('minimum_order'),
    /** The weekdays the vendor delivers, ISO numbers (1 = Monday … 7 = Sunday), ascending. */
    deliveryDays: integer('delivery_days')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('vendors_location_id_id_key').on(t.locationId, t.id),
    uniqueIndex('vendors_location_id_name_key').on(t.locationId, sql`lower(${t.name})`),
    check('vendors_lead_time_days_check', sql`${t.leadTimeDays} >= 0`),
    check('vendors_minimum_order_check', sql`${t.minimumOrder} >= 0`),
    check('vendors_delivery_days_check', sql`${t.deliveryDays} <@ '{1,2,3,4,5,6,7}'::integer[]`),
  ],
);

/** A line of a vendor's catalogue: one pack of `pack_size` units of an inventory item. */
export const vendorItems = pgTable(
  'vendor_items',
  {
    id: id(),
    locationId: locationId(),
    vendorId: uuid('vendor_id').notNull(),
    inventoryItemId: uuid('inventory_item_id'),
    name: text('name').notNull(),
    sku: text('sku'),
    packDescription: text('pack_description'),
    packSize: decimal('pack_size').notNull().default('1'),
    price: decimal('price').notNull(),
    isPreferred: boolean('is_preferred').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('vendor_items_location_id_id_key').on(t.locationId, t.id),
    index('vendor_items_location_id_vendor_id_idx').on(t.locationId, t.vendorId),
    index('vendor_items_location_id_inventory_item_id_idx').on(t.locationId, t.inventoryItemId),
    // At most one preferred vendor item per inventory item.
    uniqueIndex('vendor_items_preferred_key')
      .on(t.locationId, t.inventoryItemId)
      .where(sql`${t.isPreferred}`),
    foreignKey({
      name: 'vendor_items_vendor_fk',
      columns: [t.locationId, t.vendorId],
      foreignColumns: [vendors.locationId, vendors.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'vendor_items_inventory_item_fk',
      columns: [t.locationId, t.inventoryItemId],
      foreignColumns: [items.locationId, items.id],
    }),
    check('vendor_items_pack_size_check', sql`${t.packSize} > 0`),
    check('vendor_items_price_check', sql`${t.price} >= 0`),
  ],
);

export const shoppingListStatuses = ['draft', 'sent', 'received'] as const;

/** An order being prepared (draft), sent to a vendor, then received into stock. */
export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: id(),
    locationId: locationId(),
    name: text('name').notNull(),
    vendorId: uuid('vendor_id'),
    status: text('status', { enum: shoppingListStatuses }).notNull().default('draft'),
    notes: text('notes'),
    sentAt: moment('sent_at'),
    sentTo: text('sent_to'),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    receivedAt: moment('received_at'),
    receivedBy: uuid('received_by').references(() => users.id, { onDelete: 'set null' }),
    /** When a credit request for the short and dearer lines was emailed to the vendor. */
    creditRequestedAt: moment('credit_requested_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('shopping_lists_location_id_id_key').on(t.locationId, t.id),
    index('shopping_lists_location_id_status_idx').on(t.locationId, t.status),
    index('shopping_lists_location_id_vendor_id_idx').on(t.locationId, t.vendorId),
    foreignKey({
      name: 'shopping_lists_vendor_fk',
      columns: [t.locationId, t.vendorId],
      foreignColumns: [vendors.locationId, vendors.id],
    }),
    check('shopping_lists_status_check', oneOf(t.status, shoppingListStatuses)),
  ],
);

/** A line of a shopping list: `quantity` packs of an inventory item (or of free text). */
export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    id: id(),
    locationId: locationId(),
    shoppingListId: uuid('shopping_list_id').notNull(),
    inventoryItemId: uuid('inventory_item_id'),
    vendorItemId: uuid('vendor_item_id'),
    name: text('name').notNull(),
    quantity: decimal('quantity').notNull().default('1'),
    unit: text('unit'),
    packSize: decimal('pack_size'),
    unitPrice: decimal('unit_price'),
    completed: boolean('completed').notNull().default(false),
    receivedQuantity: decimal('received_quantity'),
    /** The price per pack on the invoice, recorded at receiving (unit_price stays the ordered one). */
    invoicePrice: decimal('invoice_price'),
    notes: text('notes'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('shopping_list_items_location_id_id_key').on(t.locationId, t.id),
    index('shopping_list_items_location_id_list_id_idx').on(
      t.locationId,
      t.shoppingListId,
      t.sortOrder,
    ),
    index('shopping_list_items_location_id_inventory_item_id_idx').on(
      t.locationId,
      t.inventoryItemId,
    ),
    index('shopping_list_items_location_id_vendor_item_id_idx').on(t.locationId, t.vendorItemId),
    foreignKey({
      name: 'shopping_list_items_list_fk',
      columns: [t.locationId, t.shoppingListId],
      foreignColumns: [shoppingLists.locationId, shoppingLists.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'shopping_list_items_inventory_item_fk',
      columns: [t.locationId, t.inventoryItemId],
      foreignColumns: [items.locationId, items.id],
    }),
    foreignKey({
      name: 'shopping_list_items_vendor_item_fk',
      columns: [t.locationId, t.vendorItemId],
      foreignColumns: [vendorItems.locationId, vendorItems.id],
    }),
    check('shopping_list_items_quantity_check', sql`${t.quantity} >= 0`),
    check('shopping_list_items_pack_size_check', sql`${t.packSize} > 0`),
    check('shopping_list_items_unit_price_check', sql`${t.unitPrice} >= 0`),
    check('shopping_list_items_received_quantity_check', sql`${t.receivedQuantity} >= 0`),
    check('shopping_list_items_invoice_price_check', sql`${t.invoicePrice} >= 0`),
  ],
);

export const priceChangeSources = ['manual', 'bulk', 'catalog', 'receive'] as const;

/** Every change of a catalogue line's price: old and new price, when, who and why. */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: id(),
    locationId: locationId(),
    vendorItemId: uuid('vendor_item_id').notNull(),
    oldPrice: decimal('old_price'),
    newPrice: decimal('new_price').notNull(),
    source: text('source', { enum: priceChangeSources }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The shopping list whose receiving changed the price. */
    shoppingListId: uuid('shopping_list_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('price_changes_location_id_id_key').on(t.locationId, t.id),
    index('price_changes_location_id_vendor_item_id_idx').on(
      t.locationId,
      t.vendorItemId,
      t.createdAt,
    ),
    index('price_changes_location_id_created_at_idx').on(t.locationId, t.createdAt),
    foreignKey({
      name: 'price_changes_vendor_item_fk',
      columns: [t.locationId, t.vendorItemId],
      foreignColumns: [vendorItems.locationId, vendorItems.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'price_changes_shopping_list_fk',
      columns: [t.locationId, t.shoppingListId],
      foreignColumns: [shoppingLists.locationId, shoppingLists.id],
    }),
    check('price_changes_source_check', oneOf(t.source, priceChangeSources)),
    check('price_changes_new_price_check', sql`${t.newPrice} >= 0`),
  ],
);
