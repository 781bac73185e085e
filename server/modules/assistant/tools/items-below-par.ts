import Decimal from 'decimal.js';
import { z } from 'zod';
import type { Item } from '#contract/inventory.ts';
import { bestMention } from '../match.ts';
import { loadItems } from './lookups.ts';
import { column, itemCells, itemColumns, link, round, row, table } from './results.ts';
import type { ToolScope } from './scope.ts';
import { defineTool, type ToolOutput } from './tool.ts';

const belowParArgs = z.object({
  category: z.string().max(200).optional().describe('Only this category (optional)'),
});

async function itemsBelowPar(
  scope: ToolScope,
  args: z.infer<typeof belowParArgs>,
  callId: string,
): Promise<ToolOutput<{ items: Item[]; category: string | null }>> {
  let items = (await loadItems(scope)).filter((item) => item.below_par);
  let category: string | null = null;
  if (args.category) {
    const names = [...new Set(items.map((item) => item.category).filter((name) => name !== null))];
    const match = bestMention(
      args.category,
      names.map((name) => ({ value: name, name })),
    );
    category = match?.value ?? args.category;
    items = items.filter((item) => item.category === category);
  }
  // Furthest below par (as a share of par) first.
  items.sort(
    (a, b) =>
      a.quantity / (a.par_level ?? 1) - b.quantity / (b.par_level ?? 1) ||
      a.name.localeCompare(b.name),
  );
  const result = table(
    callId,
    'items_below_par',
    category ? `Below par in ${category}` : 'Items below par',
    [...itemColumns, column('short', 'Short by', 'number')],
    items.map((item) =>
      row(
        { ...itemCells(item), short: round(new Decimal(item.par_level ?? 0).minus(item.quantity)) },
        link('item', item.id),
      ),
    ),
    { link: link('stocklist') },
  );
  return { result, data: { items, category } };
}

/** The `items_below_par` tool. */
export const itemsBelowParTool = defineTool(
  'items_below_par',
  'Items whose quantity on hand is below their par level, furthest below first.',
  belowParArgs,
  itemsBelowPar,
);
