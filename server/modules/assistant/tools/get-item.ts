import Decimal from 'decimal.js';
import { z } from 'zod';
import type { AssistantField } from '#contract/assistant-results.ts';
import type { Item } from '#contract/inventory.ts';
import type { VendorItem } from '#contract/vendors.ts';
import { AppError } from '#server/lib/app-error.ts';
import { getPreferredVendorItem } from '#server/modules/buying/vendor-items.service.ts';
import { resolveItem } from './lookups.ts';
import { empty, link, round, times } from './results.ts';
import type { ToolScope } from './scope.ts';
import { defineTool, type ToolOutput } from './tool.ts';

const getItemArgs = z.object({
  item: z.string().min(1).max(200).describe('The item name (typos allowed) or its id'),
});

export interface ItemDetail {
  item: Item;
  preferred: (VendorItem & { vendor_name: string }) | null;
  stock_value: number | null;
  /** Price of one unit at the preferred line: price ÷ pack size. */
  unit_price: number | null;
}

async function run(
  scope: ToolScope,
  args: z.infer<typeof getItemArgs>,
  callId: string,
): Promise<ToolOutput<ItemDetail | null>> {
  const item = await resolveItem(scope, args.item);
  if (!item) {
    return {
      result: empty(callId, 'get_item', `No item named “${args.item}”`, link('items')),
      data: null,
    };
  }
  const preferred = await getPreferredVendorItem(scope.ctx, { itemId: item.id }).catch(
    (error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    },
  );
  const unitPrice =
    preferred && preferred.pack_size > 0
      ? round(new Decimal(preferred.price).dividedBy(preferred.pack_size))
      : null;
  const detail: ItemDetail = {
    item,
    preferred,
    stock_value: times(item.quantity, item.cost_per_unit),
    unit_price: unitPrice,
  };
  const fields: AssistantField[] = [
    { label: 'On hand', value: item.quantity, format: 'number' },
    { label: 'Unit', value: item.unit, format: 'text' },
    { label: 'Par level', value: item.par_level, format: 'number' },
    { label: 'Below par', value: item.below_par, format: 'text' },
    { label: 'Category', value: item.category, format: 'text' },
    { label: 'Storage area', value: item.storage_area, format: 'text' },
    { label: 'Cost per unit', value: item.cost_per_unit, format: 'money' },
    { label: 'Stock value', value: detail.stock_value, format: 'money' },
    { label: 'Preferred vendor', value: preferred?.vendor_name ?? null, format: 'text' },
    { label: 'Vendor price per pack', value: preferred?.price ?? null, format: 'money' },
    {
      label: 'Pack',
      value: preferred?.pack_description ?? preferred?.pack_size ?? null,
      format: 'text',
    },
  ];
  return {
    result: {
      call_id: callId,
      tool: 'get_item',
      kind: 'card',
      title: item.name,
      link: link('item', item.id),
      fields,
    },
    data: detail,
  };
}

/** The `get_item` tool. */
export const getItemTool = defineTool(
  'get_item',
  'One inventory item: stock on hand, par level, cost, stock value, preferred vendor and its price.',
  getItemArgs,
  run,
);
