import { z } from 'zod';
import type { Item } from '#contract/inventory.ts';
import type { PriceIncrease } from '#contract/prices.ts';
import { getPriceHistory, listPriceIncreases } from '#server/modules/buying/prices.service.ts';
import { loadVendorItems, loadVendors, resolveItem } from './lookups.ts';
import { column, empty, link, row, table } from './results.ts';
import type { ToolScope } from './scope.ts';
import { defineTool, type ToolOutput } from './tool.ts';

const priceChangesArgs = z.object({
  item: z
    .string()
    .max(200)
    .optional()
    .describe('An item name: its price history; without it, the rises of the last 30 days'),
});

export interface PriceHistoryRow {
  vendor_name: string;
  line_name: string;
  old_price: number | null;
  new_price: number;
  source: string;
  created_at: string;
}

async function priceChanges(
  scope: ToolScope,
  args: z.infer<typeof priceChangesArgs>,
  callId: string,
): Promise<
  ToolOutput<{
    increases: PriceIncrease[];
    history: PriceHistoryRow[];
    item: Item | null;
    unknown: string | null;
  }>
> {
  if (!args.item) {
    const increases = await listPriceIncreases(scope.ctx, { locationId: scope.locationId });
    const result = table(
      callId,
      'price_changes',
      'Price rises of more than 5% in the last 30 days',
      [
        column('item_name', 'Item'),
        column('vendor_name', 'Vendor'),
        column('old_price', 'Was', 'money'),
        column('new_price', 'Now', 'money'),
        column('percent', 'Change', 'percent'),
        column('changed_at', 'Changed', 'datetime'),
      ],
      increases.map((increase) =>
        row(
          {
            item_name: increase.item_name,
            vendor_name: increase.vendor_name,
            old_price: increase.old_price,
            new_price: increase.new_price,
            percent: increase.percent,
            changed_at: increase.changed_at,
          },
          increase.inventory_item_id
            ? link('item', increase.inventory_item_id)
            : link('vendor', increase.vendor_id),
        ),
      ),
      { link: link('vendors') },
    );
    return { result, data: { increases, history: [], item: null, unknown: null } };
  }
  const item = await resolveItem(scope, args.item);
  if (!item) {
    return {
      result: empty(callId, 'price_changes', `No item named “${args.item}”`, link('items')),
      data: { increases: [], history: [], item: null, unknown: args.item },
    };
  }
  const history: PriceHistoryRow[] = [];
  for (const vendor of await loadVendors(scope)) {
    for (const line of await loadVendorItems(scope, vendor.id)) {
      if (line.inventory_item_id !== item.id) continue;
      for (const change of await getPriceHistory(scope.ctx, { vendorItemId: line.id })) {
        history.push({
          vendor_name: vendor.name,
          line_name: line.name,
          old_price: change.old_price,
          new_price: change.new_price,
          source: change.source,
          created_at: change.created_at,
        });
      }
    }
  }
  history.sort((a, b) => b.created_at.localeCompare(a.created_at));
  const result = table(
    callId,
    'price_changes',
    `Price changes of ${item.name}`,
    [
      column('created_at', 'When', 'datetime'),
      column('vendor_name', 'Vendor'),
      column('old_price', 'Was', 'money'),
      column('new_price', 'Now', 'money'),
      column('source', 'Source'),
    ],
    history.map((change) =>
      row({
        created_at: change.created_at,
        vendor_name: change.vendor_name,
        old_price: change.old_price,
        new_price: change.new_price,
        source: change.source,
      }),
    ),
    { link: link('item', item.id) },
  );
  return { result, data: { increases: [], history, item, unknown: null } };
}

/** The `price_changes` tool. */
export const priceChangesTool = defineTool(
  'price_changes',
  'Price rises above 5% in the last 30 days, or the price history of one item.',
  priceChangesArgs,
  priceChanges,
);
