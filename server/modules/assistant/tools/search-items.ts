import { z } from 'zod';
import type { Item } from '#contract/inventory.ts';
import { findMentions } from '../match.ts';
import { normalize } from '../words.ts';
import { loadItems } from './lookups.ts';
import { itemCells, itemColumns, link, row, table } from './results.ts';
import type { ToolScope } from './scope.ts';
import { defineTool, type ToolOutput } from './tool.ts';

const searchItemsArgs = z.object({
  query: z.string().min(1).max(200).describe('Words of the item name, typos allowed'),
});

async function searchItems(
  scope: ToolScope,
  args: z.infer<typeof searchItemsArgs>,
  callId: string,
): Promise<ToolOutput<{ items: Item[] }>> {
  const items = await loadItems(scope);
  const wanted = normalize(args.query);
  const contains = items.filter((item) => normalize(item.name).includes(wanted));
  const found =
    contains.length > 0
      ? contains
      : findMentions(
          args.query,
          items.map((item) => ({
            value: item,
            name: item.name,
            // "kegs", "gin": an item is also found by its unit and its category.
            aliases: [item.unit, ...(item.category ? [item.category] : [])],
          })),
        ).map((match) => match.value);
  const result = table(
    callId,
    'search_items',
    found.length > 0 ? `Items matching “${args.query}”` : `No item matches “${args.query}”`,
    itemColumns,
    found.map((item) => row(itemCells(item), link('item', item.id))),
    { link: link('items') },
  );
  return { result, data: { items: found } };
}

/** The `search_items` tool. */
export const searchItemsTool = defineTool(
  'search_items',
  'Find inventory items by name (typos allowed): quantity on hand, unit, par level.',
  searchItemsArgs,
  searchItems,
);
