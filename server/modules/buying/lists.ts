import Decimal from 'decimal.js';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { List, ListItem, ListWithItems } from '#contract/shopping-lists.ts';
import type { Db } from '#server/db/client.ts';
import {
  items,
  shoppingListItems,
  shoppingLists,
  vendorItems,
  vendors,
} from '#server/db/schema/index.ts';
import { conflict, notFound } from '#server/lib/app-error.ts';
import { listMailOf } from '#server/lib/mail-queue/list-mail.ts';
import { locateMemberRow, locateRow } from '#server/lib/membership.ts';
import { toNullableNumber, toNumber } from '#server/lib/money.ts';

/**
 * The shopping lists' shared internals: finding a list or a line through the caller's
 * membership, reading lists with their totals, and their API shapes.
 */

export type ListRow = typeof shoppingLists.$inferSelect;
export type ListItemRow = typeof shoppingListItems.$inferSelect;

/** The location of list `id`, when the user is a member there (404 otherwise). */
export const locateList = (db: Db, userId: string, id: string): Promise<string> =>
  locateRow(db, shoppingLists, userId, id, 'Shopping list');

/** The location and list of line `id`, when the user is a member there (404 otherwise). */
export async function locateListItem(
  db: Db,
  userId: string,
  id: string,
): Promise<{ locationId: string; listId: string }> {
  const line = await locateMemberRow(db, shoppingListItems, userId, id, {
    what: 'Shopping list item',
    action: 'location.view',
  });
  return { locationId: line.locationId, listId: line.shoppingListId };
}

/** List `id` of the location, its row locked until the transaction ends; 404 when not there. */
export async function lockList(tx: Db, locationId: string, id: string): Promise<ListRow> {
  const [row] = await tx
    .select()
    .from(shoppingLists)
    .where(and(eq(shoppingLists.locationId, locationId), eq(shoppingLists.id, id)))
    .for('update');
  if (!row) throw notFound('Shopping list');
  return row;
}

/** 409 unless the list is a draft: a sent or received list's lines only get ticked. */
export function assertDraft(list: ListRow): void {
  if (list.status === 'received') {
    throw conflict('This list was received: its lines can no longer change.');
  }
  if (list.status === 'sent') {
    throw conflict(
      'This list was sent to the vendor: its lines can no longer change. Tick them as they arrive.',
    );
  }
}

/** Vendor `id` of the location; 404 when not there. */
export async function findVendor(db: Db, locationId: string, id: string) {
  const [row] = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.locationId, locationId), eq(vendors.id, id)))
    .limit(1);
  if (!row) throw notFound('Vendor');
  return row;
}

const lineTotal = sql`${shoppingListItems.quantity} * ${shoppingListItems.unitPrice}`;

/** Lists with their vendor's name and their lines' counts and totals (add a `where`). */
export function selectLists(db: Db, where: SQL | undefined) {
  return db
    .select({
      list: shoppingLists,
      vendorName: vendors.name,
      itemCount: sql<number>`cast(count(${shoppingListItems.id}) as int)`,
      completedCount: sql<number>`cast(count(${shoppingListItems.id}) filter (where ${shoppingListItems.completed}) as int)`,
      // numeric × numeric is exact in PostgreSQL; lines without a price are left out here
      // and reported by `unpricedCount`.
      estimatedTotal: sql<string>`coalesce(sum(${lineTotal}), 0)`,
      unpricedCount: sql<number>`cast(count(${shoppingListItems.id}) filter (where ${shoppingListItems.unitPrice} is null) as int)`,
    })
    .from(shoppingLists)
    .leftJoin(
      vendors,
      and(eq(vendors.locationId, shoppingLists.locationId), eq(vendors.id, shoppingLists.vendorId)),
    )
    .leftJoin(
      shoppingListItems,
      and(
        eq(shoppingListItems.locationId, shoppingLists.locationId),
        eq(shoppingListItems.shoppingListId, shoppingLists.id),
      ),
    )
    .where(where)
    .groupBy(shoppingLists.id, vendors.name);
}

type ListSelectRow = Awaited<ReturnType<ReturnType<typeof selectLists>['execute']>>[number];

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** The API shape of a list (docs/api.md#shopping-lists), without its lines. */
export function toList(row: ListSelectRow): List {
  const { list } = row;
  return {
    id: list.id,
    location_id: list.locationId,
    name: list.name,
    vendor_id: list.vendorId,
    vendor_name: row.vendorName,
    status: list.status,
    notes: list.notes,
    item_count: Number(row.itemCount),
    completed_count: Number(row.completedCount),
    estimated_total: toNumber(String(row.estimatedTotal)),
    has_unpriced_lines: Number(row.unpricedCount) > 0,
    sent_at: iso(list.sentAt),
    sent_to: list.sentTo,
    sent_by: list.sentBy,
    received_at: iso(list.receivedAt),
    received_by: list.receivedBy,
    credit_requested_at: iso(list.creditRequestedAt),
    created_by: list.createdBy,
    created_at: list.createdAt.toISOString(),
    updated_at: list.updatedAt.toISOString(),
  };
}

/** Lines with their catalogue line's SKU and pack description (add a `where` and an order). */
export function selectListItems(db: Db) {
  return db
    .select({
      line: shoppingListItems,
      sku: vendorItems.sku,
      packDescription: vendorItems.packDescription,
      vendorItemName: vendorItems.name,
      onHand: items.quantity,
      parLevel: items.parLevel,
    })
    .from(shoppingListItems)
    .leftJoin(
      vendorItems,
      and(
        eq(vendorItems.locationId, shoppingListItems.locationId),
        eq(vendorItems.id, shoppingListItems.vendorItemId),
      ),
    )
    .leftJoin(
      items,
      and(
        eq(items.locationId, shoppingListItems.locationId),
        eq(items.id, shoppingListItems.inventoryItemId),
      ),
    );
}

export type ListItemSelectRow = Awaited<
  ReturnType<ReturnType<typeof selectListItems>['execute']>
>[number];

/** quantity × unit price of a line, exactly; null without a price. */
export function lineTotalOf(line: ListItemRow): Decimal | null {
  return line.unitPrice === null ? null : new Decimal(line.quantity).times(line.unitPrice);
}

/** The API shape of a line (docs/api.md#shopping-lists). */
export function toListItem(row: ListItemSelectRow): ListItem {
  const { line } = row;
  const total = lineTotalOf(line);
  return {
    id: line.id,
    shopping_list_id: line.shoppingListId,
    inventory_item_id: line.inventoryItemId,
    vendor_item_id: line.vendorItemId,
    name: line.name,
    quantity: toNumber(line.quantity),
    unit: line.unit,
    pack_size: toNullableNumber(line.packSize),
    unit_price: toNullableNumber(line.unitPrice),
    line_total: total === null ? null : toNumber(total.toFixed()),
    completed: line.completed,
    received_quantity: toNullableNumber(line.receivedQuantity),
    invoice_price: toNullableNumber(line.invoicePrice),
    notes: line.notes,
    sku: row.sku,
    pack_description: row.packDescription,
    on_hand: toNullableNumber(row.onHand),
    par_level: toNullableNumber(row.parLevel),
  };
}

/** The lines of a list in their order. */
export async function loadListItems(
  db: Db,
  locationId: string,
  listId: string,
): Promise<ListItemSelectRow[]> {
  return selectListItems(db)
    .where(
      and(
        eq(shoppingListItems.locationId, locationId),
        eq(shoppingListItems.shoppingListId, listId),
      ),
    )
    .orderBy(asc(shoppingListItems.sortOrder), asc(shoppingListItems.createdAt));
}

/** List `id` of the location as the API shows it, with its lines; 404 when not there. */
export async function loadList(db: Db, locationId: string, id: string): Promise<ListWithItems> {
  const [row] = await selectLists(
    db,
    and(eq(shoppingLists.locationId, locationId), eq(shoppingLists.id, id)),
  );
  if (!row) throw notFound('Shopping list');
  const lines = await loadListItems(db, locationId, id);
  const mail = await listMailOf(db, locationId, id);
  return { ...toList(row), items: lines.map(toListItem), mail };
}

/** Line `id` of the location as the API shows it; 404 when not there. */
export async function loadListItem(db: Db, locationId: string, id: string): Promise<ListItem> {
  const [row] = await selectListItems(db)
    .where(and(eq(shoppingListItems.locationId, locationId), eq(shoppingListItems.id, id)))
    .limit(1);
  if (!row) throw notFound('Shopping list item');
  return toListItem(row);
}

/** The next `sort_order` of a list's lines (last). */
export const nextSortOrder = (locationId: string, listId: string) =>
  sql`(select coalesce(max(${shoppingListItems.sortOrder}) + 1, 0) from ${shoppingListItems} where ${shoppingListItems.locationId} = ${locationId} and ${shoppingListItems.shoppingListId} = ${listId})`;

/** The date of `now` in a time zone, as YYYY-MM-DD. */
export function dayIn(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
