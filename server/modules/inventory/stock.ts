import { and, eq, sql } from 'drizzle-orm';
import type { Allergens } from '#contract/allergens.ts';
import type { Action } from '#contract/permissions.ts';
import type { Item } from '#contract/inventory.ts';
import type { UnitConversion } from '#contract/units.ts';
import type { Db } from '#server/db/client.ts';
import { categories, items, members, users } from '#server/db/schema/index.ts';
import { conflict, notFound } from '#server/lib/app-error.ts';
import { requireFound, throughMembership } from '#server/lib/membership.ts';
import { assertNameFree } from '#server/lib/name-free.ts';
import { lessThan, toNullableNumber, toNumber } from '#server/lib/money.ts';

const itemColumns = {
  item: items,
  categoryName: categories.name,
};

/** Items with their category's name, scoped to a location (add conditions with `and`). */
export function selectItems(db: Db) {
  return db
    .select(itemColumns)
    .from(items)
    .leftJoin(
      categories,
      and(eq(categories.locationId, items.locationId), eq(categories.id, items.categoryId)),
    );
}

type ItemRow = { item: typeof items.$inferSelect; categoryName: string | null };

/** The API shape of an item (docs/api.md#inventory). */
export function toItem({ item, categoryName }: ItemRow): Item {
  const parLevel = item.parLevel;
  return {
    id: item.id,
    location_id: item.locationId,
    name: item.name,
    category_id: item.categoryId,
    category: categoryName,
    unit: item.unit,
    unit_content: toNullableNumber(item.unitContent),
    unit_content_unit: item.unitContentUnit,
    quantity: toNumber(item.quantity),
    par_level: toNullableNumber(parLevel),
    // No reorder point of its own: the par level, so a par change moves it too
    // (docs/domain.md#par-level-and-reorder-point).
    reorder_point: toNullableNumber(item.reorderPoint ?? parLevel),
    // Tells a form to leave the field empty, so saving it does not pin today's par level.
    reorder_point_set: item.reorderPoint !== null,
    cost_per_unit: toNullableNumber(item.costPerUnit),
    storage_area: item.storageArea,
    sku: item.sku,
    barcode: item.barcode,
    notes: item.notes,
    allergens: item.allergens as Allergens,
    conversions: item.conversions as UnitConversion[],
    waste_percent: toNullableNumber(item.wastePercent),
    full_weight_g: toNullableNumber(item.fullWeightG),
    empty_weight_g: toNullableNumber(item.emptyWeightG),
    archived: item.archived,
    version: item.version,
    below_par: parLevel !== null && lessThan(item.quantity, parLevel),
    updated_at: item.updatedAt.toISOString(),
    created_at: item.createdAt.toISOString(),
  };
}

/** A 409 with the current item in its details, so the client can show what changed. */
export const staleVersion = (current: Item) =>
  conflict('This item was changed by someone else. Check it and try again.', { item: current });

/**
 * Item `id` as the API shows it, found through the caller's membership of its location in
 * one query: an item of a location the user is not in answers 404 exactly as a missing one.
 * Every role may view a location's items.
 */
export async function loadMemberItem(db: Db, userId: string, id: string): Promise<Item> {
  const [row] = await memberItemQuery(db).execute({ userId, id });
  if (!row) throw notFound('Item');
  return toItem(row);
}

// The app's most frequent read, built once per database rather than once per request.
const memberItemQueries = new WeakMap<Db, ReturnType<typeof prepareMemberItem>>();
function prepareMemberItem(db: Db) {
  return selectItems(db)
    .innerJoin(members, throughMembership(items, sql.placeholder('userId')))
    .where(eq(items.id, sql.placeholder('id')))
    .limit(1)
    .prepare('member_item');
}
function memberItemQuery(db: Db) {
  let query = memberItemQueries.get(db);
  if (!query) {
    query = prepareMemberItem(db);
    memberItemQueries.set(db, query);
  }
  return query;
}

/** Item `id` of the location as the API shows it; 404 when not there. */
export async function loadItem(db: Db, locationId: string, id: string): Promise<Item> {
  const [row] = await selectItems(db)
    .where(and(eq(items.locationId, locationId), eq(items.id, id)))
    .limit(1);
  if (!row) throw notFound('Item');
  return toItem(row);
}

/**
 * Item `id` of the location, its row locked until the transaction ends: concurrent changes of
 * one item run one after the other on PostgreSQL (PGlite has one connection anyway).
 */
export async function lockItem(
  tx: Db,
  locationId: string,
  id: string,
): Promise<typeof items.$inferSelect> {
  const [row] = await tx
    .select()
    .from(items)
    .where(and(eq(items.locationId, locationId), eq(items.id, id)))
    .for('update');
  if (!row) throw notFound('Item');
  return row;
}

/**
 * Item `id`, its row locked until the transaction ends, found through the caller's
 * membership of its location and checked for `action` (lib/membership.ts: 404 for another
 * location's item, as for a missing one; 403 for a role that may not), with the item's
 * category name and the caller's name: all a count needs to check and answer, in one statement.
 */
export async function lockMemberItem(tx: Db, userId: string, id: string, action: Action) {
  const [row] = await tx
    .select({
      item: items,
      categoryName: categories.name,
      role: members.role,
      userName: users.name,
    })
    .from(items)
    .innerJoin(members, throughMembership(items, userId))
    .innerJoin(users, eq(users.id, members.userId))
    .leftJoin(
      categories,
      and(eq(categories.locationId, items.locationId), eq(categories.id, items.categoryId)),
    )
    .where(eq(items.id, id))
    .limit(1)
    .for('update', { of: items });
  return requireFound(row, 'Item', action);
}

/** 409 when another item of the location has this name (any case, archived ones too). */
export async function assertItemNameFree(
  db: Db,
  locationId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  await assertNameFree(db, items, { locationId, name, exceptId }, (clash) =>
    conflict(
      clash.archived
        ? `An archived item is already named "${name}". Rename or restore it first.`
        : `An item named "${name}" already exists.`,
    ),
  );
}

/**
 * The category an item should have: by id (404 when not in the location), else by name
 * (found case-insensitively or created), else none. `undefined` when neither was given.
 */
export async function resolveCategory(
  tx: Db,
  locationId: string,
  fields: { category_id?: string | null | undefined; category?: string | null | undefined },
): Promise<{ id: string | null; created: boolean } | undefined> {
  if (fields.category_id !== undefined) {
    if (fields.category_id === null) return { id: null, created: false };
    const [row] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.locationId, locationId), eq(categories.id, fields.category_id)))
      .limit(1);
    if (!row) throw notFound('Category');
    return { id: row.id, created: false };
  }
  if (fields.category === undefined) return undefined;
  if (fields.category === null) return { id: null, created: false };
  const [found] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.locationId, locationId),
        sql`lower(${categories.name}) = lower(${fields.category})`,
      ),
    )
    .limit(1);
  if (found) return { id: found.id, created: false };
  const [created] = await tx
    .insert(categories)
    .values({
      locationId,
      name: fields.category,
      sortOrder: sql`(select coalesce(max(${categories.sortOrder}) + 1, 0) from ${categories} where ${categories.locationId} = ${locationId})`,
    })
    .returning({ id: categories.id });
  if (!created) throw new Error('category not created');
  return { id: created.id, created: true };
}
