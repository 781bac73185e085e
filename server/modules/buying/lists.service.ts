import Decimal from 'decimal.js';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  createListBody,
  List,
  ListSummary,
  ListWithItems,
  ShoppingListStatus,
  updateListBody,
} from '#contract/shopping-lists.ts';
import {
  categories,
  items,
  shoppingListItems,
  shoppingLists,
  vendors,
} from '#server/db/schema/index.ts';
import { conflict } from '#server/lib/app-error.ts';
import type { Context } from '#server/lib/context.ts';
import { locateRow, requireMember } from '#server/lib/membership.ts';
import { toNumber } from '#server/lib/money.ts';
import { namesAChange } from '#server/lib/changes.ts';
import {
  findVendor,
  lineTotalOf,
  loadList,
  locateList,
  lockList,
  selectLists,
  toList,
} from './lists.ts';

type CreateListFields = z.output<typeof createListBody>;
type UpdateListFields = z.output<typeof updateListBody>;

const newestFirst = [desc(shoppingLists.createdAt), desc(shoppingLists.id)];

/** The lists of a location, newest first, optionally of one status. */
export async function listLists(
  ctx: Context,
  input: { locationId: string; status?: ShoppingListStatus | undefined },
): Promise<List[]> {
  await requireMember(ctx.db, ctx.user.id, input.locationId, 'location.view');
  const rows = await selectLists(
    ctx.db,
    and(
      eq(shoppingLists.locationId, input.locationId),
      input.status ? eq(shoppingLists.status, input.status) : undefined,
    ),
  ).orderBy(...newestFirst);
  return rows.map(toList);
}

/** The lists of one vendor, newest first (404 for a vendor of another location). */
export async function listVendorLists(ctx: Context, input: { vendorId: string }): Promise<List[]> {
  const locationId = await locateRow(ctx.db, vendors, ctx.user.id, input.vendorId, 'Vendor');
  const rows = await selectLists(
    ctx.db,
    and(eq(shoppingLists.locationId, locationId), eq(shoppingLists.vendorId, input.vendorId)),
  ).orderBy(...newestFirst);
  return rows.map(toList);
}

/** One list with its lines. */
export async function getList(ctx: Context, input: { listId: string }): Promise<ListWithItems> {
  const locationId = await locateList(ctx.db, ctx.user.id, input.listId);
  return loadList(ctx.db, locationId, input.listId);
}

/** A new, empty draft list (of a vendor of the location, when given). */
export async function createList(ctx: Context, body: CreateListFields): Promise<ListWithItems> {
  const locationId = body.location_id;
  const created = await ctx.db.transaction(async (tx) => {
    await requireMember(tx, ctx.user.id, locationId, 'catalog.edit');
    if (body.vendor_id) await findVendor(tx, locationId, body.vendor_id);
    const [row] = await tx
      .insert(shoppingLists)
      .values({
        locationId,
        name: body.name,
        vendorId: body.vendor_id ?? null,
        notes: body.notes ?? null,
        createdBy: ctx.user.id,
      })
      .returning({ id: shoppingLists.id });
    if (!row) throw new Error('list not created');
    return loadList(tx, locationId, row.id);
  });
  await ctx.publish({ type: 'shopping-list.created', location_id: locationId, id: created.id });
  return created;
}

/** Renames a list, changes its notes, or (a draft only) its vendor. */
export async function updateList(
  ctx: Context,
  input: { listId: string; changes: UpdateListFields },
): Promise<ListWithItems> {
  const { listId, changes } = input;
  const locationId = await locateList(ctx.db, ctx.user.id, listId);
  const changing = namesAChange(changes);
  const updated = await ctx.db.transaction(async (tx) => {
    await requireMember(tx, ctx.user.id, locationId, 'catalog.edit');
    if (!changing) return loadList(tx, locationId, listId);
    const current = await lockList(tx, locationId, listId);
    if (changes.vendor_id !== undefined && changes.vendor_id !== current.vendorId) {
      if (current.status !== 'draft') {
        throw conflict(
          current.status === 'sent'
            ? 'This list was sent: its vendor can no longer change.'
            : 'This list was received: its vendor can no longer change.',
        );
      }
      if (changes.vendor_id !== null) await findVendor(tx, locationId, changes.vendor_id);
    }
    await tx
      .update(shoppingLists)
      .set({
        name: changes.name,
        notes: changes.notes,
        vendorId: changes.vendor_id,
        updatedAt: ctx.now(),
      })
      .where(and(eq(shoppingLists.locationId, locationId), eq(shoppingLists.id, listId)));
    return loadList(tx, locationId, listId);
  });
  if (changing) {
    await ctx.publish({ type: 'shopping-list.updated', location_id: locationId, id: listId });
  }
  return updated;
}

/** Deletes a draft or sent list with its lines; a received one stays (its stock rows name it). */
export async function deleteList(ctx: Context, input: { listId: string }): Promise<void> {
  const locationId = await locateList(ctx.db, ctx.user.id, input.listId);
  await ctx.db.transaction(async (tx) => {
    await requireMember(tx, ctx.user.id, locationId, 'catalog.edit');
    const current = await lockList(tx, locationId, input.listId);
    if (current.status === 'received') {
      throw conflict(
        'A received list cannot be deleted: the stock it added is recorded against it.',
      );
    }
    await tx
      .delete(shoppingLists)
      .where(and(eq(shoppingLists.locationId, locationId), eq(shoppingLists.id, input.listId)));
  });
  await ctx.publish({ type: 'shopping-list.deleted', location_id: locationId, id: input.listId });
}

/** Counts and totals of one list, and its lines by the inventory item's category. */
export async function summarizeList(ctx: Context, input: { listId: string }): Promise<ListSummary> {
  const locationId = await locateList(ctx.db, ctx.user.id, input.listId);
  const rows = await ctx.db
    .select({ line: shoppingListItems, category: categories.name })
    .from(shoppingListItems)
    .leftJoin(
      items,
      and(
        eq(items.locationId, shoppingListItems.locationId),
        eq(items.id, shoppingListItems.inventoryItemId),
      ),
    )
    .leftJoin(
      categories,
      and(eq(categories.locationId, items.locationId), eq(categories.id, items.categoryId)),
    )
    .where(
      and(
        eq(shoppingListItems.locationId, locationId),
        eq(shoppingListItems.shoppingListId, input.listId),
      ),
    )
    .orderBy(asc(shoppingListItems.sortOrder));
  let packs = new Decimal(0);
  let total = new Decimal(0);
  let unpriced = false;
  const byCategory = new Map<string | null, { count: number; total: Decimal }>();
  for (const { line, category } of rows) {
    packs = packs.plus(line.quantity);
    const lineTotal = lineTotalOf(line);
    if (lineTotal === null) unpriced = true;
    else total = total.plus(lineTotal);
    const group = byCategory.get(category) ?? { count: 0, total: new Decimal(0) };
    group.count += 1;
    if (lineTotal !== null) group.total = group.total.plus(lineTotal);
    byCategory.set(category, group);
  }
  return {
    list_id: input.listId,
    item_count: rows.length,
    completed_count: rows.filter((row) => row.line.completed).length,
    total_packs: toNumber(packs.toFixed()),
    estimated_total: toNumber(total.toFixed()),
    has_unpriced_lines: unpriced,
    by_category: [...byCategory]
      .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
      .map(([category, group]) => ({
        category,
        item_count: group.count,
        total: toNumber(group.total.toFixed()),
      })),
  };
}
