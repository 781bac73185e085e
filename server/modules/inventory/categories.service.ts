import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Category, createCategoryBody, updateCategoryBody } from '#contract/inventory.ts';
import type { Db } from '#server/db/client.ts';
import { categories, items } from '#server/db/schema/index.ts';
import { conflict, notFound } from '#server/lib/app-error.ts';
import { assertNameFree } from '#server/lib/name-free.ts';
import type { Context } from '#server/lib/context.ts';
import {
  findInLocation,
  inViewableLocations,
  locateRow,
  requireMember,
} from '#server/lib/membership.ts';

type CreateCategoryFields = z.output<typeof createCategoryBody>;
type UpdateCategoryFields = z.output<typeof updateCategoryBody>;

function selectCategories(db: Db, locations: SQL) {
  return db
    .select({
      category: categories,
      itemCount: sql<number>`cast(${count(items.id)} as int)`,
    })
    .from(categories)
    .leftJoin(
      items,
      and(
        eq(items.locationId, categories.locationId),
        eq(items.categoryId, categories.id),
        eq(items.archived, false),
      ),
    )
    .where(locations)
    .groupBy(categories.id);
}

function toCategory(row: {
  category: typeof categories.$inferSelect;
  itemCount: number;
}): Category {
  return {
    id: row.category.id,
    location_id: row.category.locationId,
    name: row.category.name,
    sort_order: row.category.sortOrder,
    item_count: Number(row.itemCount),
  };
}

async function loadCategory(db: Db, locationId: string, id: string): Promise<Category> {
  const [row] = await selectCategories(db, eq(categories.locationId, locationId)).having(
    eq(categories.id, id),
  );
  if (!row) throw notFound('Category');
  return toCategory(row);
}

function assertCategoryNameFree(db: Db, locationId: string, name: string, exceptId?: string) {
  return assertNameFree(db, categories, { locationId, name, exceptId }, () =>
    conflict(`A category named "${name}" already exists.`),
  );
}

/**
 * The categories of a location (or of every location of the caller) in their order, with
 * their count of active items.
 */
export async function listCategories(
  ctx: Context,
  { locationId }: { locationId: string | undefined },
): Promise<Category[]> {
  const locations = await inViewableLocations(
    ctx.db,
    ctx.user.id,
    categories.locationId,
    locationId,
  );
  const rows = await selectCategories(ctx.db, locations).orderBy(
    asc(categories.locationId),
    asc(categories.sortOrder),
    asc(sql`lower(${categories.name})`),
    asc(categories.id),
  );
  return rows.map(toCategory);
}

/** Adds a category; without a sort order it goes last. */
export async function createCategory(ctx: Context, body: CreateCategoryFields): Promise<Category> {
  const locationId = body.location_id;
  const category = await ctx.db.transaction(async (tx) => {
    await requireMember(tx, ctx.user.id, locationId, 'catalog.edit');
    await assertCategoryNameFree(tx, locationId, body.name);
    const [created] = await tx
      .insert(categories)
      .values({
        locationId,
        name: body.name,
        sortOrder:
          body.sort_order ??
          sql`(select coalesce(max(${categories.sortOrder}) + 1, 0) from ${categories} where ${categories.locationId} = ${locationId})`,
      })
      .returning({ id: categories.id });
    if (!created) throw new Error('category not created');
    return loadCategory(tx, locationId, created.id);
  });
  await ctx.publish({ type: 'category.created', location_id: locationId, id: category.id });
  return category;
}

/** Renames or reorders a category. */
export async function updateCategory(
  ctx: Context,
  { categoryId: id, changes: body }: { categoryId: string; changes: UpdateCategoryFields },
): Promise<Category> {
  const locationId = await locateRow(ctx.db, categories, ctx.user.id, id, 'Category');
  const category = await ctx.db.transaction(async (tx) => {
    await requireMember(tx, ctx.user.id, locationId, 'catalog.edit');
    await findInLocation(tx, categories, locationId, id, 'Category');
    if (body.name !== undefined) await assertCategoryNameFree(tx, locationId, body.name, id);
    if (body.name !== undefined || body.sort_order !== undefined) {
      await tx
        .update(categories)
        .set({ name: body.name, sortOrder: body.sort_order })
        .where(and(eq(categories.locationId, locationId), eq(categories.id, id)));
    }
    return loadCategory(tx, locationId, id);
  });
  await ctx.publish({ type: 'category.updated', location_id: locationId, id });
  return category;
}

/** Deletes a category; its items keep no category (each one's version moves on). */
export async function deleteCategory(
  ctx: Context,
  { categoryId: id }: { categoryId: string },
): Promise<void> {
  const locationId = await locateRow(ctx.db, categories, ctx.user.id, id, 'Category');
  await ctx.db.transaction(async (tx) => {
    await requireMember(tx, ctx.user.id, locationId, 'catalog.edit');
    await findInLocation(tx, categories, locationId, id, 'Category');
    await tx
      .update(items)
      .set({ categoryId: null, version: sql`${items.version} + 1` })
      .where(and(eq(items.locationId, locationId), eq(items.categoryId, id)));
    await tx
      .delete(categories)
      .where(and(eq(categories.locationId, locationId), eq(categories.id, id)));
  });
  await ctx.publish({ type: 'category.deleted', location_id: locationId, id });
}
