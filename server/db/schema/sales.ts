import { sql } from 'drizzle-orm';
import { salesSources } from '#contract/sales.ts';
import {
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, decimal, id, moment, oneOf, updatedAt } from './columns.ts';
import { menuItems } from './cooking.ts';
import { locationId } from './locations.ts';
import { users } from './users.ts';

/**
 * An import of a POS export (decision 033). Its lines are written in short steps while it is
 * pending (`finished_at` null), and no reader of sales lines sees them until the last step
 * sets `finished_at`; an import that failed, or whose server stopped, is removed with its
 * lines. One pending import per location at a time: a line's dedupe key is taken by a pending
 * import's line, so two imports of one venue at once would skip each other's lines.
 */
export const salesImports = pgTable(
  'sales_imports',
  {
    id: id(),
    locationId: locationId(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** When its last step made its lines visible; null while it is being written. */
    finishedAt: moment('finished_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('sales_imports_location_id_id_key').on(t.locationId, t.id),
    uniqueIndex('sales_imports_location_id_pending_key')
      .on(t.locationId)
      .where(sql`${t.finishedAt} is null`),
  ],
);

/**
 * A line of sales: so many of a POS name sold (negative: refunded) at a moment, or over a
 * period for a summary export (`period_start` to `sold_at`). `pos_key` is the name as matched
 * (lower case, spacing collapsed); `menu_item_id` is what it was attributed to, re-attributed
 * when a mapping changes.
 */
export const salesLines = pgTable(
  'sales_lines',
  {
    id: id(),
    locationId: locationId(),
    /** When it was sold; for a summary export, the end of its period. */
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull(),
    /** For a summary export: the start of its period. */
    periodStart: moment('period_start'),
    posName: text('pos_name').notNull(),
    posKey: text('pos_key').notNull(),
    posCode: text('pos_code'),
    menuItemId: uuid('menu_item_id'),
    quantity: decimal('quantity').notNull(),
    /** Net sales of the line; null when the source carries no amount. */
    netSales: decimal('net_sales'),
    source: text('source', { enum: salesSources }).notNull(),
    /** What makes an imported line the same line on a second import of the file. */
    dedupeKey: text('dedupe_key'),
    /** The import that wrote it; null for a line typed by hand or from a location's file. */
    importId: uuid('import_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('sales_lines_location_id_id_key').on(t.locationId, t.id),
    unique('sales_lines_location_id_dedupe_key_key').on(t.locationId, t.dedupeKey),
    index('sales_lines_location_id_sold_at_idx').on(t.locationId, t.soldAt),
    index('sales_lines_location_id_pos_key_idx').on(t.locationId, t.posKey),
    index('sales_lines_location_id_import_id_idx').on(t.locationId, t.importId),
    index('sales_lines_location_id_menu_item_id_sold_at_idx').on(
      t.locationId,
      t.menuItemId,
      t.soldAt,
    ),
    // The migration narrows this to SET NULL (menu_item_id): a deleted menu item leaves its
    // sales unattributed, with their location.
    foreignKey({
      name: 'sales_lines_menu_item_fk',
      columns: [t.locationId, t.menuItemId],
      foreignColumns: [menuItems.locationId, menuItems.id],
    }).onDelete('set null'),
    // No action on delete: an import's lines go first, a step at a time (removeSalesImport).
    foreignKey({
      name: 'sales_lines_import_fk',
      columns: [t.locationId, t.importId],
      foreignColumns: [salesImports.locationId, salesImports.id],
    }),
    check('sales_lines_quantity_check', sql`${t.quantity} <> 0`),
    check('sales_lines_period_check', sql`${t.periodStart} <= ${t.soldAt}`),
    check('sales_lines_source_check', oneOf(t.source, salesSources)),
  ],
);

/**
 * What a POS name (as matched: `pos_key`) is: a menu item, or nothing (`menu_item_id` null:
 * ignored, such as "Gift card"). Remembered for every later import.
 */
export const salesMappings = pgTable(
  'sales_mappings',
  {
    locationId: locationId(),
    posKey: text('pos_key').notNull(),
    posName: text('pos_name').notNull(),
    menuItemId: uuid('menu_item_id'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'sales_mappings_pkey', columns: [t.locationId, t.posKey] }),
    foreignKey({
      name: 'sales_mappings_menu_item_fk',
      columns: [t.locationId, t.menuItemId],
      foreignColumns: [menuItems.locationId, menuItems.id],
    }).onDelete('cascade'),
  ],
);
