import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  createRecipeBody,
  IngredientInput,
  listRecipesQuery,
  Recipe,
  RecipeCost,
  updateRecipeBody,
} from '#contract/recipes.ts';
import {
  items,
  menuItems,
  menuRecipes,
  recipeIngredients,
  recipes,
} from '#server/db/schema/index.ts';
import { conflict } from '#server/lib/app-error.ts';
import type { Context } from '#server/lib/context.ts';
import { isUniqueViolation } from '#server/lib/database-error.ts';
import { requireMember } from '#server/lib/membership.ts';
import { toNullableNumeric, toNumeric } from '#server/lib/money.ts';
import { namesAChange } from '#server/lib/changes.ts';
import {
  assertRecipeNameFree,
  insertLines,
  loadRecipe,
  locateRecipe,
  lockRecipeGraph,
  recipeNameTaken,
  round,
  toRecipe,
} from './cooking-rows.ts';
import { costRecipes } from './cost-data.ts';

type ListRecipesFields = z.output<typeof listRecipesQuery>;
type CreateRecipeFields = z.output<typeof createRecipeBody>;
type UpdateRecipeFields = z.output<typeof updateRecipeBody>;
type LineFields = z.output<typeof createRecipeBody>['ingredients'];

const NAME_KEY = 'recipes_location_id_name_key';
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The recipes of a location, by name, each costed from current prices. `search` matches the
 * name, the category or an ingredient's name; `category` one category (any case).
 */
export async function listRecipes(ctx: Context, query: ListRecipesFields): Promise<Recipe[]> {
  const locationId = query.location_id;
  await requireMember(ctx.db, ctx.user.id, locationId, 'location.view');
  const pattern = query.search ? `%${escapeLike(query.search)}%` : undefined;
  // An ingredient named like the search: an item or a sub-recipe of a line of the recipe.
  const ingredientMatches = pattern
    ? sql`exists (select 1 from ${recipeIngredients}
        left join ${items} on ${items.locationId} = ${recipeIngredients.locationId}
          and ${items.id} = ${recipeIngredients.inventoryItemId}
        left join ${recipes} as "sub" on "sub"."location_id" = ${recipeIngredients.locationId}
          and "sub"."id" = ${recipeIngredients.subRecipeId}
        where ${recipeIngredients.locationId} = ${recipes.locationId}
          and ${recipeIngredients.recipeId} = ${recipes.id}
          and (${items.name} ilike ${pattern} or "sub"."name" ilike ${pattern}))`
    : undefined;
  const rows = await ctx.db
    .select()
    .from(recipes)
    .where(
      and(
        eq(recipes.locationId, locationId),
        query.category ? sql`lower(${recipes.category}) = lower(${query.category})` : undefined,
        pattern
          ? or(ilike(recipes.name, pattern), ilike(recipes.category, pattern), ingredientMatches)
          : undefined,
      ),
    )
    .orderBy(sql`lower(${recipes.name})`, recipes.id);
  if (rows.length === 0) return [];
  // Unfiltered, every recipe is needed anyway: one read of the whole graph, no closure walk.
  const costing = await costRecipes(
    ctx.db,
    locationId,
    pattern || query.category ? rows.map((row) => row.id) : undefined,
  );
  return rows.map((row) => toRecipe(row, costing.recipe(row.id)));
}

/** One recipe of a location the caller belongs to, costed from current prices. */
export async function getRecipe(ctx: Context, { recipeId }: { recipeId: string }): Promise<Recipe> {
  const row = await locateRecipe(ctx.db, ctx.user.id, recipeId, 'location.view');
  return loadRecipe(ctx.db, row.locationId, row.id);
}

/** The cost breakdown of a recipe: each line's unit cost and cost, and what is missing. */
export async function getRecipeCost(
  ctx: Context,
  { recipeId }: { recipeId: string },
): Promise<RecipeCost> {
  const row = await locateRecipe(ctx.db, ctx.user.id, recipeId, 'location.view');
  const costing = (await costRecipes(ctx.db, row.locationId, [row.id])).recipe(row.id);
  return {
    recipe_id: row.id,
    total_cost: round(costing.total),
    cost_per_portion: round(costing.perPortion),
    portions: round(row.portions),
    ingredients: costing.lines.map((line) => ({
      id: line.line.id,
      name: line.name,
      inventory_item_id: line.line.inventoryItemId,
      sub_recipe_id: line.line.subRecipeId,
      quantity: round(line.line.quantity),
      unit: line.line.unit,
      applied_waste_percent: round(line.appliedWastePercent),
      gross_quantity: round(line.grossQuantity),
      unit_cost: line.unitCost === null ? null : round(line.unitCost),
      cost: line.cost === null ? null : round(line.cost),
      missing_reason: line.missingReason,
    })),
    missing: costing.missing,
    cost_complete: costing.complete,
  };
}

function recipeValues(body: UpdateRecipeFields) {
  return {
    name: body.name,
    category: body.category,
    description: body.description,
    yieldQuantity: toNullableNumeric(body.yield_quantity),
    yieldUnit: body.yield_unit,
    portions: body.portions === undefined ? undefined : toNumeric(body.portions),
    instructions: body.instructions,
  };
}

/** Adds a recipe with its lines, in one transaction. */
export async function createRecipe(ctx: Context, body: CreateRecipeFields): Promise<Recipe> {
  const locationId = body.location_id;
  try {
    const recipe = await ctx.db.transaction(async (tx) => {
      await requireMember(tx, ctx.user.id, locationId, 'catalog.edit');
      await lockRecipeGraph(tx, locationId);
      await assertRecipeNameFree(tx, locationId, body.name);
      const [created] = await tx
        .insert(recipes)
        .values({ ...recipeValues(body), name: body.name, locationId })
        .returning({ id: recipes.id });
      if (!created) throw new Error('recipe not created');
      await insertLines(tx, locationId, created.id, linesOf(body.ingredients));
      return loadRecipe(tx, locationId, created.id);
    });
    await ctx.publish({ type: 'recipe.created', location_id: locationId, id: recipe.id });
    return recipe;
  } catch (error) {
    if (isUniqueViolation(error, NAME_KEY)) throw recipeNameTaken(body.name);
    throw error;
  }
}

const linesOf = (lines: LineFields): IngredientInput[] => lines ?? [];

/**
 * Edits a recipe. `ingredients`, when given, replaces every line. A recipe that uses this one
 * in a unit its new yield no longer converts to shows that line as missing on its next read.
 */
export async function updateRecipe(
  ctx: Context,
  { recipeId, changes }: { recipeId: string; changes: UpdateRecipeFields },
): Promise<Recipe> {
  const changing = namesAChange(changes);
  try {
    const recipe = await ctx.db.transaction(async (tx) => {
      const row = await locateRecipe(tx, ctx.user.id, recipeId, 'catalog.edit');
      const locationId = row.locationId;
      if (!changing) return loadRecipe(tx, locationId, row.id);
      await lockRecipeGraph(tx, locationId);
      if (changes.name !== undefined) {
        await assertRecipeNameFree(tx, locationId, changes.name, row.id);
      }
      await tx
        .update(recipes)
        .set({ ...recipeValues(changes), updatedAt: ctx.now() })
        .where(and(eq(recipes.locationId, locationId), eq(recipes.id, row.id)));
      if (changes.ingredients !== undefined) {
        await tx
          .delete(recipeIngredients)
          .where(
            and(
              eq(recipeIngredients.locationId, locationId),
              eq(recipeIngredients.recipeId, row.id),
            ),
          );
        await insertLines(tx, locationId, row.id, changes.ingredients);
      }
      return loadRecipe(tx, locationId, row.id);
    });
    if (changing) {
      await ctx.publish({ type: 'recipe.updated', location_id: recipe.location_id, id: recipe.id });
    }
    return recipe;
  } catch (error) {
    if (isUniqueViolation(error, NAME_KEY)) throw recipeNameTaken(changes.name ?? '');
    throw error;
  }
}

/**
 * Deletes a recipe and its lines. Refused (409) while another recipe or a menu item uses it:
 * their costs would silently lose it.
 */
export async function deleteRecipe(ctx: Context, { recipeId }: { recipeId: string }) {
  const locationId = await ctx.db.transaction(async (tx) => {
    const row = await locateRecipe(tx, ctx.user.id, recipeId, 'catalog.edit');
    await lockRecipeGraph(tx, row.locationId);
    const [usedIn, onMenu] = await Promise.all([
      tx
        .selectDistinct({ name: recipes.name })
        .from(recipeIngredients)
        .innerJoin(
          recipes,
          and(
            eq(recipes.locationId, recipeIngredients.locationId),
            eq(recipes.id, recipeIngredients.recipeId),
          ),
        )
        .where(
          and(
            eq(recipeIngredients.locationId, row.locationId),
            eq(recipeIngredients.subRecipeId, row.id),
          ),
        ),
      tx
        .selectDistinct({ name: menuItems.name })
        .from(menuRecipes)
        .innerJoin(
          menuItems,
          and(
            eq(menuItems.locationId, menuRecipes.locationId),
            eq(menuItems.id, menuRecipes.menuItemId),
          ),
        )
        .where(and(eq(menuRecipes.locationId, row.locationId), eq(menuRecipes.recipeId, row.id))),
    ]);
    const users = [...usedIn, ...onMenu].map((user) => user.name).sort();
    if (users.length > 0) {
      throw conflict(`This recipe is used by ${users.join(', ')}. Remove it from them first.`, {
        recipes: usedIn.map((user) => user.name).sort(),
        menu_items: onMenu.map((user) => user.name).sort(),
      });
    }
    await tx
      .delete(recipes)
      .where(and(eq(recipes.locationId, row.locationId), eq(recipes.id, row.id)));
    return row.locationId;
  });
  await ctx.publish({ type: 'recipe.deleted', location_id: locationId, id: recipeId });
}
