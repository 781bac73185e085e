import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  Recipe,
  RecipeImportError,
  RecipeImportResponse,
  RecipeImportRow,
} from '#contract/recipes.ts';
import { canConvert, cannotConvertMessage } from '#contract/unit-conversion.ts';
import { normalizeUnit, PORTION_UNIT, type UnitConversion } from '#contract/units.ts';
import { items, recipes } from '#server/db/schema/index.ts';
import type { Context } from '#server/lib/context.ts';
import { requireMember } from '#server/lib/membership.ts';
import { toNumeric } from '#server/lib/money.ts';
import { subRecipeConverts } from './costing.ts';
import { insertLines, lockRecipeGraph, RECIPE_CYCLE_MESSAGE, toRecipe } from './cooking-rows.ts';
import { costRecipes } from './cost-data.ts';
import { type ImportFile, readImportFile } from './recipe-import-file.ts';

interface PlannedRecipe {
  name: string;
  category: string | null;
  portions: number;
  firstRow: number;
  lines: {
    row: number;
    fields: RecipeImportRow;
    itemId?: string;
    existingRecipeId?: string;
    fileRecipe?: string;
  }[];
}

/**
 * Imports recipes from a CSV or XLSX file, one row per ingredient. Ingredients match the
 * location's items, then its recipes, then recipes of the same file, by name (any case).
 * Nothing is written unless every row is valid; the answer lists every bad row.
 */
export async function importRecipes(
  ctx: Context,
  { locationId, file }: { locationId: string; file: ImportFile | undefined },
): Promise<RecipeImportResponse> {
  await requireMember(ctx.db, ctx.user.id, locationId, 'catalog.edit');
  const { rows, errors } = await readImportFile(file, ctx.log);

  const names = [...new Set(rows.map((row) => row.fields.ingredient.toLowerCase()))];
  const recipeNames = [...new Set(rows.map((row) => row.fields.recipe.toLowerCase()))];
  const [itemRows, recipeRows] = await Promise.all([
    names.length === 0
      ? []
      : ctx.db
          .select({
            id: items.id,
            name: items.name,
            unit: items.unit,
            unitContent: items.unitContent,
            unitContentUnit: items.unitContentUnit,
            conversions: items.conversions,
          })
          .from(items)
          .where(and(eq(items.locationId, locationId), inArray(sql`lower(${items.name})`, names))),
    ctx.db
      .select({
        id: recipes.id,
        name: recipes.name,
        portions: recipes.portions,
        yieldQuantity: recipes.yieldQuantity,
        yieldUnit: recipes.yieldUnit,
      })
      .from(recipes)
      .where(
        and(
          eq(recipes.locationId, locationId),
          inArray(sql`lower(${recipes.name})`, [...new Set([...names, ...recipeNames])]),
        ),
      ),
  ]);
  const itemByName = new Map(itemRows.map((item) => [item.name.toLowerCase(), item]));
  const recipeByName = new Map(recipeRows.map((recipe) => [recipe.name.toLowerCase(), recipe]));

  const planned = new Map<string, PlannedRecipe>();
  // Looked up once a row: a file of 5,000 rows would otherwise scan itself 5,000 times.
  const fileRecipes = new Set(recipeNames);
  for (const { row, fields } of rows) {
    const key = fields.recipe.toLowerCase();
    if (recipeByName.has(key)) {
      errors.push({ row, message: `A recipe named "${fields.recipe}" already exists` });
      continue;
    }
    let plan = planned.get(key);
    if (!plan) {
      plan = {
        name: fields.recipe,
        category: fields.category ?? null,
        portions: fields.portions ?? 1,
        firstRow: row,
        lines: [],
      };
      planned.set(key, plan);
    } else if (fields.portions !== undefined && fields.portions !== plan.portions) {
      errors.push({
        row,
        message: `portions: "${plan.name}" has ${plan.portions} portions on row ${plan.firstRow}`,
      });
      continue;
    }
    const ingredient = fields.ingredient.toLowerCase();
    const item = itemByName.get(ingredient);
    const existing = recipeByName.get(ingredient);
    if (item) {
      const units = {
        unit: item.unit,
        unit_content: item.unitContent,
        unit_content_unit: item.unitContentUnit,
        conversions: item.conversions as UnitConversion[],
      };
      if (!canConvert(fields.unit, item.unit, units)) {
        errors.push({ row, message: `unit: ${cannotConvertMessage(fields.unit, item.unit)}` });
        continue;
      }
      plan.lines.push({ row, fields, itemId: item.id });
    } else if (existing) {
      if (!subRecipeConverts(existing, fields.unit)) {
        errors.push({
          row,
          message: `unit: ${cannotConvertMessage(fields.unit, existing.yieldUnit ?? PORTION_UNIT)}`,
        });
        continue;
      }
      plan.lines.push({ row, fields, existingRecipeId: existing.id });
    } else if (fileRecipes.has(ingredient)) {
      // A recipe of the file has no yield yet: it is used by the portion.
      if (normalizeUnit(fields.unit) !== PORTION_UNIT) {
        errors.push({ row, message: `unit: ${cannotConvertMessage(fields.unit, PORTION_UNIT)}` });
        continue;
      }
      if (ingredient === key) {
        errors.push({ row, message: RECIPE_CYCLE_MESSAGE });
        continue;
      }
      plan.lines.push({ row, fields, fileRecipe: ingredient });
    } else {
      errors.push({ row, message: `ingredient: No item or recipe named "${fields.ingredient}"` });
    }
  }
  errors.push(...cyclesAmong(planned));
  if (errors.length > 0) {
    return { created: [], errors: errors.sort((a, b) => a.row - b.row) };
  }

  const created = await ctx.db.transaction(async (tx) => {
    await lockRecipeGraph(tx, locationId);
    const ids = new Map<string, string>();
    for (const [key, plan] of planned) {
      const [row] = await tx
        .insert(recipes)
        .values({
          locationId,
          name: plan.name,
          category: plan.category,
          portions: toNumeric(plan.portions),
        })
        .returning({ id: recipes.id });
      if (!row) throw new Error('recipe not created');
      ids.set(key, row.id);
    }
    for (const [key, plan] of planned) {
      const recipeId = ids.get(key) ?? '';
      await insertLines(
        tx,
        locationId,
        recipeId,
        plan.lines.map((line) => ({
          ...(line.itemId
            ? { inventory_item_id: line.itemId }
            : { sub_recipe_id: line.existingRecipeId ?? ids.get(line.fileRecipe ?? '') ?? '' }),
          quantity: line.fields.quantity,
          unit: line.fields.unit,
          waste_percent: line.fields.waste_percent ?? null,
        })),
        { checked: true },
      );
    }
    const newIds = [...ids.values()];
    const costing = await costRecipes(tx, locationId, newIds);
    const rowsCreated = await tx
      .select()
      .from(recipes)
      .where(and(eq(recipes.locationId, locationId), inArray(recipes.id, newIds)));
    return rowsCreated
      .map((row): Recipe => toRecipe(row, costing.recipe(row.id)))
      .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
  });
  for (const recipe of created) {
    await ctx.publish({ type: 'recipe.created', location_id: locationId, id: recipe.id });
  }
  return { created, errors: [] };
}

/** Rows whose recipe, through recipes of the same file, contains itself. */
function cyclesAmong(planned: Map<string, PlannedRecipe>): RecipeImportError[] {
  const errors: RecipeImportError[] = [];
  const reaches = (from: string, target: string, seen: Set<string>): boolean => {
    for (const line of planned.get(from)?.lines ?? []) {
      if (!line.fileRecipe) continue;
      if (line.fileRecipe === target) return true;
      if (seen.has(line.fileRecipe)) continue;
      seen.add(line.fileRecipe);
      if (reaches(line.fileRecipe, target, seen)) return true;
    }
    return false;
  };
  for (const [key, plan] of planned) {
    for (const line of plan.lines) {
      if (line.fileRecipe && reaches(line.fileRecipe, key, new Set())) {
        errors.push({ row: line.row, message: RECIPE_CYCLE_MESSAGE });
      }
    }
  }
  return errors;
}
