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

export async function answerMenu(
  turn: Turn,
  { best, ...args }: { item?: string; category?: string; best?: boolean },
) {
  const format = await formats(turn);
  const output = await turn.call('menu_margins', args);
  const data = output.data as MenuMarginsData;
  const target = percent(data.target_food_cost_percent);
  if (best) {
    const ranked = data.items
      .filter((entry) => entry.margin !== null)
      .sort((a, b) => (b.margin ?? 0) - (a.margin ?? 0));
    const [top, ...next] = ranked;
    if (!top) return sayAll(turn, ['No menu item has a known cost, so I cannot rank margins.']);
    return sayAll(turn, [
      `${top.name} makes the most per sale: it sells for ${format.money(top.price)} and costs ${format.money(top.cost)}, a margin of ${format.money(top.margin)}.`,
      next.length > 0
        ? `Next: ${prose(next.slice(0, 3).map((entry) => `${entry.name} ${format.money(entry.margin)}`))}.`
        : '',
      'For what each earns in total over its sales, ask for menu engineering.',
    ]);
  }
  if (args.item) {
    const one = data.items[0];
    if (!one) return sayAll(turn, ['I could not find that on the menu.']);
    if (one.cost === null) {
      return sayAll(turn, [
        `${one.name} sells for ${format.money(one.price)}, but its cost is unknown: ${
          one.cost_unknown_reason === 'nothing_to_cost'
            ? 'it has no recipe and no stock item'
            : `not costed: ${prose(one.missing_costs)}`
        }.`,
      ]);
    }
    return sayAll(turn, [
      `${one.name} sells for ${format.money(one.price)} and costs ${format.money(one.cost)}: a margin of ${format.money(one.margin)} and a food cost of ${percent(one.food_cost_percent)} (target ${target}).`,
      one.missing_costs.length > 0 ? `Not costed: ${prose(one.missing_costs)}.` : '',
    ]);
  }
  if (data.items.length === 0) return sayAll(turn, ['No active menu items to cost.']);
  const where = data.category ? ` in ${data.category}` : '';
  const costed = data.items.filter((entry) => entry.cost !== null);
  const counted = data.items.length - data.left_out;
  sayAll(turn, [
    `Across ${plural(counted, 'active menu item')}${where} your food cost is ${percent(data.food_cost_percent)} against a target of ${target}.`,
    data.left_out > 0
      ? `${plural(data.left_out, 'item')} left out: cost unknown (a missing price, a unit that does not convert, or no recipe).`
      : '',
    `Highest food cost: ${prose(
      costed
        .slice(0, 3)
        .map(
          (entry) =>
            `${entry.name} ${percent(entry.food_cost_percent)} (margin ${format.money(entry.margin)})`,
        ),
    )}.`,
    `Best margin: ${(() => {
      const best = [...costed].sort((a, b) => (b.margin ?? 0) - (a.margin ?? 0))[0];
      return best ? `${best.name} at ${format.money(best.margin)}` : 'none';
    })()}.`,
  ]);
}
