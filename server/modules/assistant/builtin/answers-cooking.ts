import type { Recipe } from '#contract/recipes.ts';
import type { MenuMarginsData } from '../tools/menu-margins.ts';
import type { RecipeCostData } from '../tools/recipe-cost.ts';
import type { Turn } from '../turn.ts';
import { formats, percent, plural, prose, quantity, sayAll } from './wording.ts';

export async function answerRecipeCost(turn: Turn, recipe: Recipe) {
  const format = await formats(turn);
  const output = await turn.call('recipe_cost', { recipe: recipe.id });
  const data = output.data as RecipeCostData | null;
  if (!data) return sayAll(turn, [`I could not find the recipe ${recipe.name}.`]);
  const sentences = [
    `${data.recipe.name} costs ${format.money(data.total_cost)} to make, ${format.money(data.cost_per_portion)} per portion (${quantity(data.portions)} ${data.portions === 1 ? 'portion' : 'portions'}).`,
  ];
  const dearest = [...data.ingredients]
    .filter((line) => line.cost !== null)
    .sort((a, b) => (b.cost ?? 0) - (a.cost ?? 0))[0];
  if (dearest)
    sentences.push(`The dearest ingredient is ${dearest.name} at ${format.money(dearest.cost)}.`);
  if (data.missing.length > 0) sentences.push(`Not costed (no price): ${prose(data.missing)}.`);
  sayAll(turn, sentences);
}

export async function answerMenu(turn: Turn, args: { item?: string; category?: string }) {
  const format = await formats(turn);
  const output = await turn.call('menu_margins', args);
  const data = output.data as MenuMarginsData;
  const target = percent(data.target_food_cost_percent);
  if (args.item) {
    const one = data.items[0];
    if (!one) return sayAll(turn, ['I could not find that on the menu.']);
    return sayAll(turn, [
      `${one.name} sells for ${format.money(one.price)} and costs ${format.money(one.cost)}: a margin of ${format.money(one.margin)} and a food cost of ${percent(one.food_cost_percent)} (target ${target}).`,
      one.missing_costs.length > 0 ? `Not costed: ${prose(one.missing_costs)}.` : '',
    ]);
  }
  if (data.items.length === 0) return sayAll(turn, ['No active menu items to cost.']);
  const where = data.category ? ` in ${data.category}` : '';
  sayAll(turn, [
    `Across ${plural(data.items.length, 'active menu item')}${where} your food cost is ${percent(data.food_cost_percent)} against a target of ${target}.`,
    `Highest food cost: ${prose(
      data.items
        .slice(0, 3)
        .map(
          (entry) =>
            `${entry.name} ${percent(entry.food_cost_percent)} (margin ${format.money(entry.margin)})`,
        ),
    )}.`,
    `Best margin: ${(() => {
      const best = [...data.items].sort((a, b) => b.margin - a.margin)[0];
      return best ? `${best.name} at ${format.money(best.margin)}` : 'none';
    })()}.`,
  ]);
}
