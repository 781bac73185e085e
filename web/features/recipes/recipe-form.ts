import { z } from 'zod';
import {
  createRecipeBody,
  ingredientInput,
  updateIngredientBody,
  updateRecipeBody,
} from '#contract/recipes.ts';
import type {
  AddIngredientBody,
  CreateRecipeBody,
  Ingredient,
  Recipe,
  UpdateIngredientBody,
  UpdateRecipeBody,
} from '#contract/recipes.ts';
import { typedAmount } from '#web/lib/amount-schema.ts';
import { amountText, parseAmount } from '#web/lib/amounts.ts';

/**
 * The recipe forms hold text; on submit it becomes the contract's body and is checked by the
 * contract's schema, so errors keep the field names the server uses too. "0,5" reads as 0.5;
 * anything unreadable stays NaN for the schema to reject ("Enter a number").
 */
const number = (value: string) => (value.trim() === '' ? null : (parseAmount(value) ?? NaN));
const text = (value: string) => (value.trim() === '' ? null : value);

/** The fields holding amounts: "1.234,5" is refused there with a message saying why. */
const AMOUNTS = new Set(['portions', 'yield_quantity', 'quantity', 'waste_percent']);

const strings = <K extends string>(keys: readonly K[]) =>
  z.object(
    Object.fromEntries(
      keys.map((key) => [key, AMOUNTS.has(key) ? typedAmount() : z.string()]),
    ) as Record<K, z.ZodString>,
  );

export const NEW_RECIPE_FIELDS = ['name', 'category', 'portions'] as const;
export type NewRecipeValues = Record<(typeof NEW_RECIPE_FIELDS)[number], string>;

export function newRecipeForm(locationId: string) {
  return strings(NEW_RECIPE_FIELDS)
    .transform((values): CreateRecipeBody => ({
      location_id: locationId,
      name: values.name,
      category: text(values.category),
      portions: number(values.portions) ?? undefined,
    }))
    .pipe(createRecipeBody);
}

export const RECIPE_FIELDS = [
  'name',
  'category',
  'description',
  'yield_quantity',
  'yield_unit',
  'portions',
  'instructions',
] as const;
export type RecipeValues = Record<(typeof RECIPE_FIELDS)[number], string>;

export function recipeForm() {
  return strings(RECIPE_FIELDS)
    .transform((values): UpdateRecipeBody => ({
      name: values.name,
      category: text(values.category),
      description: text(values.description),
      yield_quantity: number(values.yield_quantity),
      yield_unit: text(values.yield_unit),
      portions: number(values.portions) ?? NaN,
      instructions: text(values.instructions),
    }))
    .pipe(updateRecipeBody);
}

export function recipeValues(recipe: Recipe): RecipeValues {
  return {
    name: recipe.name,
    category: recipe.category ?? '',
    description: recipe.description ?? '',
    yield_quantity: amountText(recipe.yield_quantity),
    yield_unit: recipe.yield_unit ?? '',
    portions: amountText(recipe.portions),
    instructions: recipe.instructions ?? '',
  };
}

/** What the ingredient form holds: the source ("item:<id>" or "recipe:<id>") and the amounts. */
export const INGREDIENT_FIELDS = ['source', 'quantity', 'unit', 'waste_percent'] as const;
export type IngredientValues = Record<(typeof INGREDIENT_FIELDS)[number], string>;

/** The picker's value for an item or a recipe: "item:<id>", "recipe:<id>". */
export function sourceValue(kind: 'item' | 'recipe', id: string): string {
  return `${kind}:${id}`;
}

export function sourceOf(value: string): { kind: 'item' | 'recipe'; id: string } | null {
  const [kind, id] = value.split(':');
  return (kind === 'item' || kind === 'recipe') && id ? { kind, id } : null;
}

export function addIngredientForm() {
  return strings(INGREDIENT_FIELDS)
    .transform((values): AddIngredientBody => {
      const source = sourceOf(values.source);
      return {
        inventory_item_id: source?.kind === 'item' ? source.id : undefined,
        sub_recipe_id: source?.kind === 'recipe' ? source.id : undefined,
        quantity: number(values.quantity) ?? NaN,
        unit: values.unit,
        waste_percent: number(values.waste_percent),
      };
    })
    .pipe(ingredientInput);
}

export function updateIngredientForm() {
  return strings(INGREDIENT_FIELDS)
    .transform((values): UpdateIngredientBody => ({
      quantity: number(values.quantity) ?? NaN,
      unit: values.unit,
      waste_percent: number(values.waste_percent),
    }))
    .pipe(updateIngredientBody);
}

export function ingredientValues(line?: Ingredient): IngredientValues {
  if (!line) return { source: '', quantity: '', unit: '', waste_percent: '' };
  return {
    source: line.inventory_item_id
      ? `item:${line.inventory_item_id}`
      : `recipe:${line.sub_recipe_id ?? ''}`,
    quantity: amountText(line.quantity),
    unit: line.unit,
    waste_percent: amountText(line.waste_percent),
  };
}
