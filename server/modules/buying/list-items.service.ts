import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { addListItemBody, ListItem, updateListItemBody } from '#contract/shopping-lists.ts';
import { items, shoppingListItems, vendorItems } from '#server/db/schema/index.ts';
import { notFound, validationError } from '#server/lib/app-error.ts';
import type { Context } from '#server/lib/context.ts';
import { requireMember } from '#server/lib/membership.ts';
import { toNullableNumeric, toNumeric } from '#server/lib/money.ts';
import {
  assertDraft,
  loadListItem,
  locateList,
  locateListItem,
  lockList,
  nextSortOrder,
} from './lists.ts';

type AddListItemFields = z.output<typeof addListItemBody>;
type UpdateListItemFields = z.output<typeof updateListItemBody>;

/**
 * Adds a line to a draft list: an inventory item of the location (its name and unit), a
 * catalogue line (its pack size and price are the defaults; on a vendor's list, a line of
 * that vendor), or free text. A line of an item without a catalogue line counts single units.
 */
export async function addListItem(
  ctx: Context,
  input: { listId: string; line: AddListItemFields },
): Promise<ListItem> {
  const { listId, line } = input;
  const locationId = await locateList(ctx.db, ctx.user.id, listId);
  const added = await ctx.db.transaction(async (tx) => {
    await requireMember(tx, ctx.user.id, locationId, 'catalog.edit');
    const list = await lockList(tx, locationId, listId);
    assertDraft(list);
    let vendorItem: typeof vendorItems.$inferSelect | undefined;
    if (line.vendor_item_id) {
      [vendorItem] = await tx
        .select()
        .from(vendorItems)
        .where(and(eq(vendorItems.locationId, locationId), eq(vendorItems.id, line.vendor_item_id)))
        .limit(1);
      if (!vendorItem) throw notFound('Vendor item');
      if (list.vendorId !== null && vendorItem.vendorId !== list.vendorId) {
        throw validationError('vendor_item_id', "Pick a catalogue line of this list's vendor");
      }
      if (
        line.inventory_item_id &&
        vendorItem.inventoryItemId !== null &&
        vendorItem.inventoryItemId !== line.inventory_item_id
      ) {
        throw validationError('vendor_item_id', 'This catalogue line supplies another item');
      }
    }
    const itemId = line.inventory_item_id ?? vendorItem?.inventoryItemId ?? null;
    let item: { name: string; unit: string } | undefined;
    if (itemId) {
      [item] = await tx
        .select({ name: items.name, unit: items.unit })
        .from(items)
        .where(and(eq(items.locationId, locationId), eq(items.id, itemId)))
        .limit(1);
      if (!item) throw notFound('Item');
    }
    const name = line.name ?? item?.name ?? vendorItem?.name;
    if (!name) throw validationError('name', 'Pick an item or enter a name');
    const [row] = await tx
      .insert(shoppingListItems)
      .values({
        locationId,
        shoppingListId: listId,
        inventoryItemId: itemId,
        vendorItemId: vendorItem?.id ?? null,
        name,
        quantity: toNumeric(line.quantity),
        unit: item?.unit ?? null,
        packSize: vendorItem?.packSize ?? (item ? '1' : null),
        unitPrice:
          line.unit_price !== undefined
            ? (toNullableNumeric(line.unit_price) ?? null)
            : (vendorItem?.price ?? null),
        notes: line.notes ?? null,
        sortOrder: nextSortOrder(locationId, listId),
      })
      .returning({ id: shoppingListItems.id });
    if (!row) throw new Error('line not added');
    return loadListItem(tx, locationId, row.id);
  });
  await ctx.publish({ type: 'shopping-list.updated', location_id: locationId, id: listId });
  return added;
}

/** Changes a line of a draft list (packs, price, notes, name). */
export async function updateListItem(
  ctx: Context,
  input: { lineId: string; changes: UpdateListItemFields },
): Promise<ListItem> {
  const { lineId, changes } = input;
  const { locationId, listId } = await locateListItem(ctx.db, ctx.user.id, lineId);
  const updated = await ctx.db.transaction(async (tx) => {
    await requireMember(tx, ctx.user.id, locationId, 'catalog.edit');
    assertDraft(await lockList(tx, locationId, listId));
    await tx
      .update(shoppingListItems)
      .set({
        quantity: changes.quantity === undefined ? undefined : toNumeric(changes.quantity),
        unitPrice: toNullableNumeric(changes.unit_price),
        notes: changes.notes,
        name: changes.name,
        updatedAt: ctx.now(),
      })
      .where(and(eq(shoppingListItems.locationId, locationId), eq(shoppingListItems.id, lineId)));
    return loadListItem(tx, locationId, lineId);
  });
  await ctx.publish({ type: 'shopping-list.updated', location_id: locationId, id: listId });
  return updated;
}

/** Removes a line of a draft list. */
export async function deleteListItem(ctx: Context, input: { lineId: string }): Promise<void> {
  const { locationId, listId } = await locateListItem(ctx.db, ctx.user.id, input.lineId);
  await ctx.db.transaction(async (tx) => {
    await requireMember(tx, ctx.user.id, locationId, 'catalog.edit');
    assertDraft(await lockList(tx, locationId, listId));
    await tx
      .delete(shoppingListItems)
      .where(
        and(eq(shoppingListItems.locationId, locationId), eq(shoppingListItems.id, input.lineId)),
      );
  });
  await ctx.publish({ type: 'shopping-list.updated', location_id: locationId, id: listId });
}

/** Ticks a line off (or back on) while shopping: every member may, whatever the list's status. */
export async function tickListItem(
  ctx: Context,
  input: { lineId: string; completed: boolean },
): Promise<ListItem> {
  const { locationId, listId } = await locateListItem(ctx.db, ctx.user.id, input.lineId);
  await requireMember(ctx.db, ctx.user.id, locationId, 'stock.count');
  await ctx.db
    .update(shoppingListItems)
    .set({ completed: input.completed, updatedAt: ctx.now() })
    .where(
      and(eq(shoppingListItems.locationId, locationId), eq(shoppingListItems.id, input.lineId)),
    );
  const ticked = await loadListItem(ctx.db, locationId, input.lineId);
  await ctx.publish({ type: 'shopping-list.item-ticked', location_id: locationId, id: listId });
  return ticked;
}
