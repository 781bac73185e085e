import { z } from 'zod';
import type { MenuItem } from '#contract/menu.ts';
import { bestMention } from '../match.ts';
import { loadMenu, resolveMenuItem } from './lookups.ts';
import { column, link, round, row, sum, table } from './results.ts';
import type { ToolScope } from './scope.ts';
import { defineTool, type ToolOutput } from './tool.ts';

const menuMarginsArgs = z.object({
  item: z.string().max(200).optional().describe('One menu item (typos allowed)'),
  category: z.string().max(200).optional().describe('Only this menu category'),
});

export interface MenuMarginsData {
  items: MenuItem[];
  /**
   * Σ cost ÷ Σ price × 100 over the active items shown whose cost is known, or null without
   * prices.
   */
  food_cost_percent: number | null;
  /** Items shown whose cost is unknown (a missing price, a unit that does not convert, no recipe): left out of food_cost_percent. */
  left_out: number;
  target_food_cost_percent: number;
  category: string | null;
}

async function menuMargins(
  scope: ToolScope,
  args: z.infer<typeof menuMarginsArgs>,
  callId: string,
): Promise<ToolOutput<MenuMarginsData>> {
  let items = (await loadMenu(scope)).filter((entry) => entry.active);
  let category: string | null = null;
  if (args.item) {
    const match = await resolveMenuItem(scope, args.item);
    items = match ? [match] : [];
  } else if (args.category) {
    const names = [
      ...new Set(items.map((entry) => entry.category).filter((name) => name !== null)),
    ];
    category =
      bestMention(
        args.category,
        names.map((name) => ({ value: name, name })),
      )?.value ?? args.category;
    items = items.filter((entry) => entry.category === category);
  }
  // Unknown is unknown: an item whose cost cannot be known is left out (and counted), never 0.
  const priced = items.filter((entry) => entry.price > 0 && entry.cost !== null);
  const leftOut = items.filter((entry) => entry.cost === null).length;
  const revenue = sum(priced.map((entry) => entry.price));
  const foodCost = revenue.isZero()
    ? null
    : round(
        sum(priced.map((entry) => entry.cost ?? 0))
          .dividedBy(revenue)
          .times(100)
          .toDecimalPlaces(2),
      );
  const sorted = [...items].sort(
    (a, b) =>
      (b.food_cost_percent ?? 0) - (a.food_cost_percent ?? 0) || a.name.localeCompare(b.name),
  );
  const data: MenuMarginsData = {
    items: sorted,
    food_cost_percent: foodCost,
    left_out: leftOut,
    target_food_cost_percent: (await scope.venue()).target_food_cost_percent,
    category,
  };
  const result = table(
    callId,
    'menu_margins',
    args.item && items[0]
      ? `Margin of ${items[0].name}`
      : category
        ? `Menu margins: ${category}`
        : 'Menu margins',
    [
      column('name', 'Menu item'),
      column('price', 'Price', 'money'),
      column('cost', 'Cost', 'money'),
      column('margin', 'Margin', 'money'),
      column('food_cost_percent', 'Food cost %', 'percent'),
    ],
    sorted.map((entry) =>
      row(
        {
          name: entry.name,
          price: entry.price,
          cost: entry.cost,
          margin: entry.margin,
          food_cost_percent: entry.food_cost_percent,
        },
        link('menu_item', entry.id),
      ),
    ),
    {
      link: items.length === 1 && items[0] ? link('menu_item', items[0].id) : link('menu'),
      totals: [
        { label: 'Food cost % (Σ cost ÷ Σ price)', value: foodCost, format: 'percent' },
        { label: 'Target food cost %', value: data.target_food_cost_percent, format: 'percent' },
        ...(leftOut > 0
          ? [{ label: 'Left out: cost unknown', value: leftOut, format: 'number' as const }]
          : []),
      ],
    },
  );
  return { result, data };
}

/** The `menu_margins` tool. */
export const menuMarginsTool = defineTool(
  'menu_margins',
  'Menu items with price, cost, margin and food cost %, and the overall food cost % against the target.',
  menuMarginsArgs,
  menuMargins,
);
