import { z } from 'zod';
import type { AssistantField } from '#contract/assistant-results.ts';
import type { Recipe } from '#contract/recipes.ts';
import { getRecipeCost } from '#server/modules/cooking/recipes.service.ts';
import { resolveRecipe } from './lookups.ts';
import { column, empty, link, row, table } from './results.ts';
import type { ToolScope } from './scope.ts';
import { defineTool, type ToolOutput } from './tool.ts';

const recipeCostArgs = z.object({
  recipe: z.string().min(1).max(200).describe('A recipe name (typos allowed) or id'),
});

export interface RecipeCostData {
  recipe: Recipe;
  total_cost: number;
  cost_per_portion: number;
  portions: number;
  missing: string[];
  ingredients: { name: string; quantity: number; unit: string; cost: number | null }[];
}

async function recipeCost(
  scope: ToolScope,
  args: z.infer<typeof recipeCostArgs>,
  callId: string,
): Promise<ToolOutput<RecipeCostData | null>> {
  const recipe = await resolveRecipe(scope, args.recipe);
  if (!recipe) {
    return {
      result: empty(callId, 'recipe_cost', `No recipe named “${args.recipe}”`, link('recipes')),
      data: null,
    };
  }
  const cost = await getRecipeCost(scope.ctx, { recipeId: recipe.id });
  const data: RecipeCostData = {
    recipe,
    total_cost: cost.total_cost,
    cost_per_portion: cost.cost_per_portion,
    portions: cost.portions,
    missing: cost.missing,
    ingredients: cost.ingredients.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unit: line.unit,
      cost: line.cost,
    })),
  };
  const totals: AssistantField[] = [
    { label: 'Total cost', value: cost.total_cost, format: 'money' },
    { label: 'Cost per portion', value: cost.cost_per_portion, format: 'money' },
  ];
  if (cost.missing.length > 0) {
    totals.push({ label: 'Not costed', value: cost.missing.join(', '), format: 'text' });
  }
  const result = table(
    callId,
    'recipe_cost',
    `Cost of ${recipe.name}`,
    [
      column('name', 'Ingredient'),
      column('quantity', 'Quantity', 'number'),
      column('unit', 'Unit'),
      column('cost', 'Cost', 'money'),
    ],
    data.ingredients.map((line) => row(line)),
    { link: link('recipe', recipe.id), totals },
  );
  return { result, data };
}

/** The `recipe_cost` tool. */
export const recipeCostTool = defineTool(
  'recipe_cost',
  'The cost of a recipe from current prices: each ingredient, total, per portion, what is missing.',
  recipeCostArgs,
  recipeCost,
);
