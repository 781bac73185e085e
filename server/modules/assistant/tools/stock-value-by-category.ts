import Decimal from 'decimal.js';
import { z } from 'zod';
import { loadItems } from './lookups.ts';
import { column, link, round, row, sum, table } from './results.ts';
import type { ToolScope } from './scope.ts';
import { defineTool, type ToolOutput } from './tool.ts';

interface CategoryValue {
  category: string;
  item_count: number;
  value: number;
  /** Items of the category without a cost per unit (left out of the value). */
  unpriced: number;
}

async function stockValueByCategory(
  scope: ToolScope,
  _args: unknown,
  callId: string,
): Promise<ToolOutput<{ categories: CategoryValue[]; total: number; unpriced: number }>> {
  const items = await loadItems(scope);
  const groups = new Map<string, { count: number; value: Decimal; unpriced: number }>();
  for (const item of items) {
    const name = item.category ?? 'No category';
    const group = groups.get(name) ?? { count: 0, value: new Decimal(0), unpriced: 0 };
    group.count += 1;
    if (item.cost_per_unit === null) group.unpriced += 1;
    else group.value = group.value.plus(new Decimal(item.quantity).times(item.cost_per_unit));
    groups.set(name, group);
  }
  const categories = [...groups.entries()]
    .map(([category, group]) => ({
      category,
      item_count: group.count,
      value: round(group.value),
      unpriced: group.unpriced,
    }))
    .sort((a, b) => b.value - a.value || a.category.localeCompare(b.category));
  const total = round(sum(categories.map((entry) => entry.value)));
  const unpriced = categories.reduce((count, entry) => count + entry.unpriced, 0);
  const result = table(
    callId,
    'stock_value_by_category',
    'Stock value by category',
    [
      column('category', 'Category'),
      column('item_count', 'Items', 'number'),
      column('value', 'Value', 'money'),
    ],
    categories.map((entry) =>
      row({ category: entry.category, item_count: entry.item_count, value: entry.value }),
    ),
    {
      link: link('stocklist'),
      totals: [{ label: 'Total stock value', value: total, format: 'money' }],
    },
  );
  return { result, data: { categories, total, unpriced } };
}

/** The `stock_value_by_category` tool. */
export const stockValueByCategoryTool = defineTool(
  'stock_value_by_category',
  'The value of the stock on hand (quantity × cost per unit) by category, with the total.',
  z.object({}),
  stockValueByCategory,
);
