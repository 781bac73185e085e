import type { Recipe } from '#contract/recipes.ts';
import type { MenuMarginsData } from '../tools/menu-margins.ts';
import type { RecipeCostData } from '../tools/recipe-cost.ts';
import type { Turn } from '../turn.ts';
import { formats, percent, plural, quantity, sayAll, wordsOf } from './wording.ts';

export async function answerRecipeCost(turn: Turn, recipe: Recipe) {
  const format = await formats(turn);
  const w = wordsOf(turn);
  const output = await turn.call('recipe_cost', { recipe: recipe.id });
  const data = output.data as RecipeCostData | null;
  if (!data) {
    return sayAll(turn, [
      w.say(`I could not find the recipe ${recipe.name}.`, `No encontré la receta ${recipe.name}.`),
    ]);
  }
  const total = format.money(data.total_cost);
  const each = format.money(data.cost_per_portion);
  const portions = quantity(data.portions);
  const one = data.portions === 1;
  const sentences = [
    w.say(
      `${data.recipe.name} costs ${total} to make, ${each} per portion (${portions} ${one ? 'portion' : 'portions'}).`,
      `${data.recipe.name} cuesta ${total} de hacer, ${each} por ración (${portions} ${one ? 'ración' : 'raciones'}).`,
    ),
  ];
  const dearest = [...data.ingredients]
    .filter((line) => line.cost !== null)
    .sort((a, b) => (b.cost ?? 0) - (a.cost ?? 0))[0];
  if (dearest) {
    const cost = format.money(dearest.cost);
    sentences.push(
      w.say(
        `The dearest ingredient is ${dearest.name} at ${cost}.`,
        `El ingrediente más caro es ${dearest.name}, a ${cost}.`,
      ),
    );
  }
  if (data.missing.length > 0) {
    const missing = w.and(data.missing);
    sentences.push(
      w.say(`Not costed (no price): ${missing}.`, `Sin coste (sin precio): ${missing}.`),
    );
  }
  sayAll(turn, sentences);
}

export async function answerMenu(
  turn: Turn,
  { best, ...args }: { item?: string; category?: string; best?: boolean },
) {
  const format = await formats(turn);
  const w = wordsOf(turn);
  const output = await turn.call('menu_margins', args);
  const data = output.data as MenuMarginsData;
  const target = percent(data.target_food_cost_percent);
  if (best) {
    const ranked = data.items
      .filter((entry) => entry.margin !== null)
      .sort((a, b) => (b.margin ?? 0) - (a.margin ?? 0));
    const [top, ...next] = ranked;
    if (!top) {
      return sayAll(turn, [
        w.say(
          'No menu item has a known cost, so I cannot rank margins.',
          'Ningún plato o bebida de la carta tiene coste conocido, así que no puedo ordenar los márgenes.',
        ),
      ]);
    }
    const [price, cost, margin] = [top.price, top.cost, top.margin].map(format.money);
    const others = w.and(
      next.slice(0, 3).map((entry) => `${entry.name} ${format.money(entry.margin)}`),
    );
    return sayAll(turn, [
      w.say(
        `${top.name} makes the most per sale: it sells for ${price} and costs ${cost}, a margin of ${margin}.`,
        `${top.name} es lo que más deja por venta: se vende a ${price} y cuesta ${cost}, un margen de ${margin}.`,
      ),
      next.length > 0 ? w.say(`Next: ${others}.`, `Después: ${others}.`) : '',
      w.say(
        'For what each earns in total over its sales, ask for menu engineering.',
        'Para lo que gana cada uno en total con sus ventas, pregunta por la ingeniería de menú.',
      ),
    ]);
  }
  if (args.item) {
    const one = data.items[0];
    if (!one) {
      return sayAll(turn, [
        w.say('I could not find that on the menu.', 'No encontré eso en la carta.'),
      ]);
    }
    const price = format.money(one.price);
    if (one.cost === null) {
      const why =
        one.cost_unknown_reason === 'nothing_to_cost'
          ? w.say(
              'it has no recipe and no stock item',
              'no tiene receta ni artículo de existencias',
            )
          : w.say(
              `not costed: ${w.and(one.missing_costs)}`,
              `sin coste: ${w.and(one.missing_costs)}`,
            );
      return sayAll(turn, [
        w.say(
          `${one.name} sells for ${price}, but its cost is unknown: ${why}.`,
          `${one.name} se vende a ${price}, pero su coste es desconocido: ${why}.`,
        ),
      ]);
    }
    const [cost, margin, foodCost] = [
      format.money(one.cost),
      format.money(one.margin),
      percent(one.food_cost_percent),
    ];
    return sayAll(turn, [
      w.say(
        `${one.name} sells for ${price} and costs ${cost}: a margin of ${margin} and a food cost of ${foodCost} (target ${target}).`,
        `${one.name} se vende a ${price} y cuesta ${cost}: un margen de ${margin} y un coste del ${foodCost} (objetivo ${target}).`,
      ),
      one.missing_costs.length > 0
        ? w.say(
            `Not costed: ${w.and(one.missing_costs)}.`,
            `Sin coste: ${w.and(one.missing_costs)}.`,
          )
        : '',
    ]);
  }
  if (data.items.length === 0) {
    return sayAll(turn, [
      w.say('No active menu items to cost.', 'No hay platos o bebidas activos que costear.'),
    ]);
  }
  const where = data.category ? w.say(` in ${data.category}`, ` en ${data.category}`) : '';
  const costed = data.items.filter((entry) => entry.cost !== null);
  const counted = data.items.length - data.left_out;
  const foodCost = percent(data.food_cost_percent);
  const highest = w.and(
    costed
      .slice(0, 3)
      .map(
        (entry) =>
          `${entry.name} ${percent(entry.food_cost_percent)} (${w.say('margin', 'margen')} ${format.money(entry.margin)})`,
      ),
  );
  const best_ = [...costed].sort((a, b) => (b.margin ?? 0) - (a.margin ?? 0))[0];
  sayAll(turn, [
    w.say(
      `Across ${plural(counted, 'active menu item')}${where} your food cost is ${foodCost} against a target of ${target}.`,
      `En ${counted} ${counted === 1 ? 'plato o bebida activo' : 'platos y bebidas activos'}${where} tu porcentaje de coste es ${foodCost}, con un objetivo de ${target}.`,
    ),
    data.left_out > 0
      ? w.say(
          `${plural(data.left_out, 'item')} left out: cost unknown (a missing price, a unit that does not convert, or no recipe).`,
          `${data.left_out} fuera del cálculo: coste desconocido (falta un precio, una unidad no se convierte o no hay receta).`,
        )
      : '',
    w.say(`Highest food cost: ${highest}.`, `Mayor porcentaje de coste: ${highest}.`),
    best_
      ? w.say(
          `Best margin: ${best_.name} at ${format.money(best_.margin)}.`,
          `Mejor margen: ${best_.name}, con ${format.money(best_.margin)}.`,
        )
      : w.say('Best margin: none.', 'Mejor margen: ninguno.'),
  ]);
}
