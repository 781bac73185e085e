import Decimal from 'decimal.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { GENERATED_LIST_WORDS } from '#contract/messages.ts';
import type { generateListsBody, List } from '#contract/shopping-lists.ts';
import { dimensionOf } from '#contract/units.ts';
import { INSERT_CHUNK_ROWS } from '#server/db/chunks.ts';
import {
  items,
  locations,
  shoppingListItems,
  shoppingLists,
  vendorItems,
  vendors,
} from '#server/db/schema/index.ts';
import type { Context } from '#server/lib/context.ts';
import { requireMember } from '#server/lib/membership.ts';
import { dayIn, findVendor, selectLists, toList } from './lists.ts';

type GenerateFields = z.output<typeof generateListsBody>;

/**
 * How much of an item to order (docs/domain.md#generating-orders): nothing unless its
 * quantity is at or below its reorder point (its par level when it has none); then the need
 * is par − quantity, ordered in whole packs (⌈need ÷ pack size⌉), or as it is without a pack
 * size. A need of 0 or less orders nothing. Exact decimals throughout.
 */
export function orderQuantity(input: {
  quantity: string;
  parLevel: string | null;
  reorderPoint: string | null;
  packSize: string | null;
}): string | null {
  if (input.parLevel === null) return null;
  const quantity = new Decimal(input.quantity);
  const reorderAt = new Decimal(input.reorderPoint ?? input.parLevel);
  if (quantity.greaterThan(reorderAt)) return null;
  const need = new Decimal(input.parLevel).minus(quantity);
  if (need.lessThanOrEqualTo(0)) return null;
  if (input.packSize === null) return need.toFixed();
  return need.dividedBy(input.packSize).ceil().toFixed();
}

/**
 * Drafts what is below the reorder point: one list per vendor of the items' preferred
 * catalogue lines, and one list without vendor for items that have none (in the item's units:
 * whole units of a count unit, the exact need of a weight or volume; priced at the item's cost
 * per unit when it has one). Items already on an open (draft or sent) list of the same vendor
 * (or, for those without, on an open list without vendor) are left out, so generating twice
 * orders nothing twice; generations of one location run one after the other. The lists' names
 * and notes are written in the request's language (the app's).
 */
export async function generateLists(ctx: Context, body: GenerateFields): Promise<List[]> {
  const locationId = body.location_id;
  const created = await ctx.db.transaction(async (tx) => {
    await requireMember(tx, ctx.user.id, locationId, 'catalog.edit');
    if (body.vendor_id) await findVendor(tx, locationId, body.vendor_id);
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`shopping-lists.generate:${locationId}`}, 0))`,
    );
    const [location] = await tx
      .select({ timezone: locations.timezone })
      .from(locations)
      .where(eq(locations.id, locationId));
    const alreadyOpen = sql`exists (
      select 1 from ${shoppingListItems}
      join ${shoppingLists} on ${shoppingLists.locationId} = ${shoppingListItems.locationId}
        and ${shoppingLists.id} = ${shoppingListItems.shoppingListId}
      where ${shoppingListItems.locationId} = ${items.locationId}
        and ${shoppingListItems.inventoryItemId} = ${items.id}
        and ${shoppingLists.status} in ('draft', 'sent')
        and ${shoppingLists.vendorId} is not distinct from ${vendorItems.vendorId})`;
    const candidates = await tx
      .select({
        itemId: items.id,
        name: items.name,
        unit: items.unit,
        quantity: items.quantity,
        parLevel: items.parLevel,
        reorderPoint: items.reorderPoint,
        costPerUnit: items.costPerUnit,
        vendorItemId: vendorItems.id,
        vendorId: vendorItems.vendorId,
        packSize: vendorItems.packSize,
        price: vendorItems.price,
        vendorName: vendors.name,
      })
      .from(items)
      .leftJoin(
        vendorItems,
        and(
          eq(vendorItems.locationId, items.locationId),
          eq(vendorItems.inventoryItemId, items.id),
          eq(vendorItems.isPreferred, true),
        ),
      )
      .leftJoin(
        vendors,
        and(eq(vendors.locationId, vendorItems.locationId), eq(vendors.id, vendorItems.vendorId)),
      )
      .where(
        and(
          eq(items.locationId, locationId),
          eq(items.archived, false),
          sql`${items.quantity} <= coalesce(${items.reorderPoint}, ${items.parLevel})`,
          sql`${items.parLevel} > ${items.quantity}`,
          body.category_ids ? inArray(items.categoryId, body.category_ids) : undefined,
          body.storage_area
            ? sql`lower(${items.storageArea}) = lower(${body.storage_area})`
            : undefined,
          body.vendor_id ? eq(vendorItems.vendorId, body.vendor_id) : undefined,
          sql`not ${alreadyOpen}`,
        ),
      )
      .orderBy(asc(sql`lower(${items.name})`), asc(items.id));

    const groups = new Map<string | null, { vendorName: string | null; lines: Line[] }>();
    for (const candidate of candidates) {
      // Without a vendor an item is bought in its own units at its own cost: whole units of a
      // count (2 bottles, not 1.5), the exact need of a weight or volume (2.1 kg).
      const withoutVendor = candidate.vendorItemId === null;
      const wholeUnits = withoutVendor && dimensionOf(candidate.unit) === 'count';
      const quantity = orderQuantity({
        ...candidate,
        packSize: wholeUnits ? '1' : candidate.packSize,
      });
      if (quantity === null) continue;
      const group = groups.get(candidate.vendorId) ?? {
        vendorName: candidate.vendorName,
        lines: [],
      };
      group.lines.push({
        ...candidate,
        quantity,
        price: withoutVendor ? candidate.costPerUnit : candidate.price,
      });
      groups.set(candidate.vendorId, group);
    }
    if (groups.size === 0) return [];

    const day = dayIn(ctx.now(), location?.timezone ?? 'UTC');
    const words = GENERATED_LIST_WORDS[body.language];
    const vendorIds = [...groups.keys()];
    const lists = await tx
      .insert(shoppingLists)
      .values(
        vendorIds.map((vendorId) => ({
          locationId,
          name: `${groups.get(vendorId)?.vendorName ?? words.withoutVendor} ${day}`,
          vendorId,
          notes: words.notes,
          createdBy: ctx.user.id,
        })),
      )
      .returning({ id: shoppingLists.id, vendorId: shoppingLists.vendorId });

    const rows = lists.flatMap((list) =>
      (groups.get(list.vendorId)?.lines ?? []).map((line, index) => ({
        locationId,
        shoppingListId: list.id,
        inventoryItemId: line.itemId,
        vendorItemId: line.vendorItemId,
        name: line.name,
        quantity: line.quantity,
        unit: line.unit,
        packSize: line.packSize ?? '1',
        unitPrice: line.price,
        sortOrder: index,
      })),
    );
    for (let start = 0; start < rows.length; start += INSERT_CHUNK_ROWS) {
      await tx.insert(shoppingListItems).values(rows.slice(start, start + INSERT_CHUNK_ROWS));
    }
    const answer = await selectLists(
      tx,
      and(
        eq(shoppingLists.locationId, locationId),
        inArray(
          shoppingLists.id,
          lists.map((list) => list.id),
        ),
      ),
    ).orderBy(asc(sql`${vendors.name} is null`), asc(vendors.name));
    return answer.map(toList);
  });
  for (const list of created) {
    await ctx.publish({ type: 'shopping-list.created', location_id: locationId, id: list.id });
  }
  return created;
}

interface Line {
  itemId: string;
  name: string;
  unit: string;
  quantity: string;
  vendorItemId: string | null;
  packSize: string | null;
  price: string | null;
}
