import { and, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  addMenuRecipeBody,
  addMenuStockItemBody,
  createMenuItemBody,
  listMenuQuery,
  MenuCost,
  MenuItem,
  MenuRecipe,
  MenuStockItem,
  updateMenuItemBody,
} from '#contract/menu.ts';
import type { Db } from '#server/db/client.ts';
import { menuItems, menuRecipes, menuStockItems } from '#server/db/schema/index.ts';
import { conflict, notFound } from '#server/lib/app-error.ts';
import type { Context } from '#server/lib/context.ts';
import { isUniqueViolation } from '#server/lib/database-error.ts';
import { locateMemberRow, requireMember } from '#server/lib/membership.ts';
import { toNumeric } from '#server/lib/money.ts';
import { namesAChange } from '#server/lib/changes.ts';
import { round } from './cooking-rows.ts';
import {
  figures,
  insertMenuRecipes,
  insertMenuStockItems,
  loadMenu,
  loadMenuItem,
  locateMenuItem,
  toMenuItem,
} from './menu-rows.ts';

type ListMenuFields = z.output<typeof listMenuQuery>;
type CreateMenuItemFields = z.output<typeof createMenuItemBody>;
type UpdateMenuItemFields = z.output<typeof updateMenuItemBody>;
type AddMenuRecipeFields = z.output<typeof addMenuRecipeBody>;
type AddMenuStockItemFields = z.output<typeof addMenuStockItemBody>;

const NAME_KEY = 'menu_items_location_id_name_key';
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const nameTaken = (name: string) => conflict(`A menu item named "${name}" already exists.`);

/**
 * The menu of a location, by category then name, each item costed from current prices.
 * `search` matches the name or the description; `category` one category (any case).
 */
export async function listMenu(ctx: Context, query: ListMenuFields): Promise<MenuItem[]> {
  const locationId = query.location_id;
  await requireMember(ctx.db, ctx.user.id, locationId, 'location.view');
  const pattern = query.search ? `%${escapeLike(query.search)}%` : undefined;
  const filtered = Boolean(pattern || query.category || query.active !== undefined);
  const { rows, context } = await loadMenu(
    ctx.db,
    locationId,
    and(
      query.category ? sql`lower(${menuItems.category}) = lower(${query.category})` : undefined,
      query.active === undefined ? undefined : eq(menuItems.active, query.active),
      pattern
        ? or(ilike(menuItems.name, pattern), ilike(menuItems.description, pattern))
        : undefined,
    ),
    !filtered,
  );
  return rows.map((row) => toMenuItem(row, context));
}

/** One menu item of a location the caller belongs to. */
export async function getMenuItem(ctx: Context, { menuItemId }: { menuItemId: string }) {
  const row = await locateMenuItem(ctx.db, ctx.user.id, menuItemId, 'location.view');
  return loadMenuItem(ctx.db, row.locationId, row.id);
}

/** The cost, margin and food cost % of a menu item, recipe by recipe and stock item by stock item. */
export async function getMenuCost(
  ctx: Context,
  { menuItemId }: { menuItemId: string },
): Promise<MenuCost> {
  const found = await locateMenuItem(ctx.db, ctx.user.id, menuItemId, 'location.view');
  const { rows, context } = await loadMenu(
    ctx.db,
    found.locationId,
    eq(menuItems.id, found.id),
    false,
  );
  const [row] = rows;
  if (!row) throw notFound('Menu item');
  const figure = figures(row, context);
  return {
    menu_item_id: row.id,
    price: round(row.price),
    cost: figure.cost === null ? null : round(figure.cost),
    margin: figure.margin === null ? null : round(figure.margin),
    food_cost_percent: figure.foodCostPercent === null ? null : round(figure.foodCostPercent),
    target_food_cost_percent: round(context.target),
    above_target: figure.aboveTarget,
    recipes: figure.recipes,
    stock_items: figure.stockItems,
    missing: figure.missing,
    cost_complete: figure.complete,
    cost_unknown_reason: figure.unknownReason,
  };
}

/** The categories the location's menu uses, sorted (any case counts once). */
export async function listMenuCategories(
  ctx: Context,
  { locationId }: { locationId: string },
): Promise<string[]> {
  await requireMember(ctx.db, ctx.user.id, locationId, 'location.view');
  const rows = await ctx.db
    .select({ category: sql<string>`min(${menuItems.category})` })
    .from(menuItems)
    .where(and(eq(menuItems.locationId, locationId), isNotNull(menuItems.category)))
    .groupBy(sql`lower(${menuItems.category})`)
    .orderBy(sql`lower(${menuItems.category})`);
  return rows.map((row) => row.category);
}

function menuValues(body: UpdateMenuItemFields) {
  return {
    name: body.name,
    category: body.category,
    description: body.description,
    price: body.price === undefined ? undefined : toNumeric(body.price),
    active: body.active,
  };
}

/** Adds a menu item with its recipes and stock items. */
export async function createMenuItem(ctx: Context, body: CreateMenuItemFields): Promise<MenuItem> {
  const locationId = body.location_id;
  try {
    const item = await ctx.db.transaction(async (tx) => {
      await requireMember(tx, ctx.user.id, locationId, 'catalog.edit');
      await assertMenuNameFree(tx, locationId, body.name);
      const [created] = await tx
        .insert(menuItems)
        .values({ ...menuValues(body), name: body.name, price: toNumeric(body.price), locationId })
        .returning({ id: menuItems.id });
      if (!created) throw new Error('menu item not created');
      await insertMenuRecipes(tx, locationId, created.id, body.recipes ?? []);
      await insertMenuStockItems(tx, locationId, created.id, body.stock_items ?? []);
      return loadMenuItem(tx, locationId, created.id);
    });
    await ctx.publish({ type: 'menu-item.created', location_id: locationId, id: item.id });
    return item;
  } catch (error) {
    if (isUniqueViolation(error, NAME_KEY)) throw nameTaken(body.name);
    throw error;
  }
}

async function assertMenuNameFree(db: Db, locationId: string, name: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(
      and(
        eq(menuItems.locationId, locationId),
        sql`lower(${menuItems.name}) = lower(${name})`,
        exceptId ? sql`${menuItems.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  if (clash) throw nameTaken(name);
}

/** Edits a menu item; `recipes` and `stock_items`, when given, replace all of them. */
export async function updateMenuItem(
  ctx: Context,
  { menuItemId, changes }: { menuItemId: string; changes: UpdateMenuItemFields },
): Promise<MenuItem> {
  const changing = namesAChange(changes);
  try {
    const item = await ctx.db.transaction(async (tx) => {
      const row = await locateMenuItem(tx, ctx.user.id, menuItemId, 'catalog.edit');
      if (!changing) return loadMenuItem(tx, row.locationId, row.id);
      if (changes.name !== undefined) {
        await assertMenuNameFree(tx, row.locationId, changes.name, row.id);
      }
      await tx
        .update(menuItems)
        .set({ ...menuValues(changes), updatedAt: ctx.now() })
        .where(and(eq(menuItems.locationId, row.locationId), eq(menuItems.id, row.id)));
      if (changes.recipes !== undefined) {
        await tx
          .delete(menuRecipes)
          .where(
            and(eq(menuRecipes.locationId, row.locationId), eq(menuRecipes.menuItemId, row.id)),
          );
        await insertMenuRecipes(tx, row.locationId, row.id, changes.recipes);
      }
      if (changes.stock_items !== undefined) {
        await tx
          .delete(menuStockItems)
          .where(
            and(
              eq(menuStockItems.locationId, row.locationId),
              eq(menuStockItems.menuItemId, row.id),
            ),
          );
        await insertMenuStockItems(tx, row.locationId, row.id, changes.stock_items);
      }
      return loadMenuItem(tx, row.locationId, row.id);
    });
    if (changing) {
      await ctx.publish({ type: 'menu-item.updated', location_id: item.location_id, id: item.id });
    }
    return item;
  } catch (error) {
    if (isUniqueViolation(error, NAME_KEY)) throw nameTaken(changes.name ?? '');
    throw error;
  }
}

/** Deletes a menu item (its recipe lines go with it; the recipes stay). */
export async function deleteMenuItem(ctx: Context, { menuItemId }: { menuItemId: string }) {
  const row = await ctx.db.transaction(async (tx) => {
    const found = await locateMenuItem(tx, ctx.user.id, menuItemId, 'catalog.edit');
    await tx
      .delete(menuItems)
      .where(and(eq(menuItems.locationId, found.locationId), eq(menuItems.id, found.id)));
    return found;
  });
  await ctx.publish({ type: 'menu-item.deleted', location_id: row.locationId, id: row.id });
}

/** Adds a recipe (so many portions) to a menu item. */
export async function addMenuRecipe(
  ctx: Context,
  { menuItemId, line }: { menuItemId: string; line: AddMenuRecipeFields },
): Promise<MenuRecipe> {
  const { menuRecipe, locationId } = await ctx.db.transaction(async (tx) => {
    const row = await locateMenuItem(tx, ctx.user.id, menuItemId, 'catalog.edit');
    const [id] = await insertMenuRecipes(tx, row.locationId, row.id, [line]);
    await tx
      .update(menuItems)
      .set({ updatedAt: ctx.now() })
      .where(and(eq(menuItems.locationId, row.locationId), eq(menuItems.id, row.id)));
    const item = await loadMenuItem(tx, row.locationId, row.id);
    const added = item.recipes.find((candidate) => candidate.id === id);
    if (!added) throw new Error('menu recipe vanished');
    return { menuRecipe: added, locationId: row.locationId };
  });
  await ctx.publish({ type: 'menu-item.updated', location_id: locationId, id: menuItemId });
  return menuRecipe;
}

/** Removes a recipe from a menu item. */
export async function deleteMenuRecipe(ctx: Context, { menuRecipeId }: { menuRecipeId: string }) {
  const line = await ctx.db.transaction(async (tx) => {
    const line = await locateMemberRow(tx, menuRecipes, ctx.user.id, menuRecipeId, {
      what: 'Menu recipe',
      action: 'catalog.edit',
    });
    await tx
      .delete(menuRecipes)
      .where(and(eq(menuRecipes.locationId, line.locationId), eq(menuRecipes.id, line.id)));
    await tx
      .update(menuItems)
      .set({ updatedAt: ctx.now() })
      .where(and(eq(menuItems.locationId, line.locationId), eq(menuItems.id, line.menuItemId)));
    return line;
  });
  await ctx.publish({
    type: 'menu-item.updated',
    location_id: line.locationId,
    id: line.menuItemId,
  });
}

/** Adds a stock item (so much of it, in a unit that converts to its own) to a menu item. */
export async function addMenuStockItem(
  ctx: Context,
  { menuItemId, line }: { menuItemId: string; line: AddMenuStockItemFields },
): Promise<MenuStockItem> {
  const { stockItem, locationId } = await ctx.db.transaction(async (tx) => {
    const row = await locateMenuItem(tx, ctx.user.id, menuItemId, 'catalog.edit');
    const [last] = await tx
      .select({ next: sql<number>`coalesce(max(${menuStockItems.sortOrder}) + 1, 0)::int` })
      .from(menuStockItems)
      .where(
        and(eq(menuStockItems.locationId, row.locationId), eq(menuStockItems.menuItemId, row.id)),
      );
    const [id] = await insertMenuStockItems(tx, row.locationId, row.id, [line], {
      prefix: '',
      firstSortOrder: last?.next ?? 0,
    });
    await tx
      .update(menuItems)
      .set({ updatedAt: ctx.now() })
      .where(and(eq(menuItems.locationId, row.locationId), eq(menuItems.id, row.id)));
    const item = await loadMenuItem(tx, row.locationId, row.id);
    const added = item.stock_items.find((candidate) => candidate.id === id);
    if (!added) throw new Error('menu stock item vanished');
    return { stockItem: added, locationId: row.locationId };
  });
  await ctx.publish({ type: 'menu-item.updated', location_id: locationId, id: menuItemId });
  return stockItem;
}

/** Removes a stock item line from a menu item (404 unless the line is the menu item's). */
export async function deleteMenuStockItem(
  ctx: Context,
  { menuItemId, lineId }: { menuItemId: string; lineId: string },
) {
  const row = await ctx.db.transaction(async (tx) => {
    const found = await locateMenuItem(tx, ctx.user.id, menuItemId, 'catalog.edit');
    const deleted = await tx
      .delete(menuStockItems)
      .where(
        and(
          eq(menuStockItems.locationId, found.locationId),
          eq(menuStockItems.menuItemId, found.id),
          eq(menuStockItems.id, lineId),
        ),
      )
      .returning({ id: menuStockItems.id });
    if (deleted.length === 0) throw notFound('Menu stock item');
    await tx
      .update(menuItems)
      .set({ updatedAt: ctx.now() })
      .where(and(eq(menuItems.locationId, found.locationId), eq(menuItems.id, found.id)));
    return found;
  });
  await ctx.publish({ type: 'menu-item.updated', location_id: row.locationId, id: row.id });
}
