import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { addIngredientBody, Ingredient, updateIngredientBody } from '#contract/recipes.ts';
import type { Db } from '#server/db/client.ts';
import { recipeIngredients, recipes } from '#server/db/schema/index.ts';
import type { Context } from '#server/lib/context.ts';
import { toNullableNumeric, toNumeric } from '#server/lib/money.ts';
import { namesAChange } from '#server/lib/changes.ts';
import {
  checkLine,
  insertLines,
  locateIngredient,
  locateRecipe,
  lockRecipeGraph,
  nextSortOrder,
  toIngredient,
} from './cooking-rows.ts';
import { costRecipes } from './cost-data.ts';

type AddIngredientFields = z.output<typeof addIngredientBody>;
type UpdateIngredientFields = z.output<typeof updateIngredientBody>;

/** Line `id` of recipe `recipeId` as the API shows it, costed from current prices. */
async function loadIngredient(
  db: Db,
  locationId: string,
  recipeId: string,
  id: string,
): Promise<Ingredient> {
  const costing = (await costRecipes(db, locationId, [recipeId])).recipe(recipeId);
  const line = costing.lines.find((candidate) => candidate.line.id === id);
  if (!line) throw new Error('ingredient vanished');
  return toIngredient(line);
}

/** Marks a recipe changed (its lines changed its cost). */
async function touchRecipe(tx: Db, now: Date, locationId: string, recipeId: string) {
  await tx
    .update(recipes)
    .set({ updatedAt: now })
    .where(and(eq(recipes.locationId, locationId), eq(recipes.id, recipeId)));
}

/** Adds a line (an inventory item or a sub-recipe) at the end of a recipe. */
export async function addIngredient(
  ctx: Context,
  { recipeId, line }: { recipeId: string; line: AddIngredientFields },
): Promise<Ingredient> {
  const { ingredient, locationId } = await ctx.db.transaction(async (tx) => {
    const recipe = await locateRecipe(tx, ctx.user.id, recipeId, 'catalog.edit');
    await lockRecipeGraph(tx, recipe.locationId);
    const sortOrder = await nextSortOrder(tx, recipe.locationId, recipe.id);
    const [id] = await insertLines(tx, recipe.locationId, recipe.id, [line], {
      firstSortOrder: sortOrder,
      prefix: '',
    });
    if (!id) throw new Error('ingredient not created');
    await touchRecipe(tx, ctx.now(), recipe.locationId, recipe.id);
    return {
      ingredient: await loadIngredient(tx, recipe.locationId, recipe.id, id),
      locationId: recipe.locationId,
    };
  });
  await ctx.publish({ type: 'recipe.updated', location_id: locationId, id: recipeId });
  return ingredient;
}

/** Changes a line's quantity, unit or waste (null: the item's own). */
export async function updateIngredient(
  ctx: Context,
  { ingredientId, changes }: { ingredientId: string; changes: UpdateIngredientFields },
): Promise<Ingredient> {
  const changing = namesAChange(changes);
  const { ingredient, locationId } = await ctx.db.transaction(async (tx) => {
    const line = await locateIngredient(tx, ctx.user.id, ingredientId, 'catalog.edit');
    if (!changing) {
      return {
        ingredient: await loadIngredient(tx, line.locationId, line.recipeId, line.id),
        locationId: line.locationId,
      };
    }
    await lockRecipeGraph(tx, line.locationId);
    if (changes.unit !== undefined) {
      await checkLine(tx, line.locationId, line.recipeId, {
        inventory_item_id: line.inventoryItemId ?? undefined,
        sub_recipe_id: line.subRecipeId ?? undefined,
        unit: changes.unit,
      });
    }
    await tx
      .update(recipeIngredients)
      .set({
        quantity: changes.quantity === undefined ? undefined : toNumeric(changes.quantity),
        unit: changes.unit,
        wastePercent: toNullableNumeric(changes.waste_percent),
      })
      .where(
        and(eq(recipeIngredients.locationId, line.locationId), eq(recipeIngredients.id, line.id)),
      );
    await touchRecipe(tx, ctx.now(), line.locationId, line.recipeId);
    return {
      ingredient: await loadIngredient(tx, line.locationId, line.recipeId, line.id),
      locationId: line.locationId,
    };
  });
  if (changing) {
    await ctx.publish({
      type: 'recipe.updated',
      location_id: locationId,
      id: ingredient.recipe_id,
    });
  }
  return ingredient;
}

/** Removes a line from its recipe. */
export async function deleteIngredient(ctx: Context, { ingredientId }: { ingredientId: string }) {
  const line = await ctx.db.transaction(async (tx) => {
    const found = await locateIngredient(tx, ctx.user.id, ingredientId, 'catalog.edit');
    await tx
      .delete(recipeIngredients)
      .where(
        and(eq(recipeIngredients.locationId, found.locationId), eq(recipeIngredients.id, found.id)),
      );
    await touchRecipe(tx, ctx.now(), found.locationId, found.recipeId);
    return found;
  });
  await ctx.publish({ type: 'recipe.updated', location_id: line.locationId, id: line.recipeId });
}
