import { z } from 'zod';
import type { Item } from '#contract/inventory.ts';
import type { Vendor, VendorItem } from '#contract/vendors.ts';
import { loadVendorItems, loadVendors, resolveItem, resolveVendor } from './lookups.ts';
import { column, empty, link, row, table } from './results.ts';
import type { ToolScope } from './scope.ts';
import { defineTool, type ToolOutput } from './tool.ts';

const vendorPricesArgs = z.object({
  vendor: z.string().max(200).optional().describe('A vendor name: its whole catalogue'),
  item: z.string().max(200).optional().describe('An item name: its price at every vendor'),
});

export interface VendorPriceLine extends VendorItem {
  vendor_name: string;
}

async function vendorPrices(
  scope: ToolScope,
  args: z.infer<typeof vendorPricesArgs>,
  callId: string,
): Promise<ToolOutput<{ lines: VendorPriceLine[]; vendor: Vendor | null; item: Item | null }>> {
  const vendor = args.vendor ? await resolveVendor(scope, args.vendor) : undefined;
  const item = args.item ? await resolveItem(scope, args.item) : undefined;
  if ((args.vendor && !vendor) || (args.item && !item) || (!args.vendor && !args.item)) {
    const missing = args.vendor && !vendor ? args.vendor : (args.item ?? '');
    return {
      result: empty(
        callId,
        'vendor_prices',
        missing ? `No vendor or item named “${missing}”` : 'Name a vendor or an item',
        link('vendors'),
      ),
      data: { lines: [], vendor: null, item: null },
    };
  }
  const vendors = vendor ? [vendor] : await loadVendors(scope);
  const lines: VendorPriceLine[] = [];
  for (const each of vendors) {
    for (const line of await loadVendorItems(scope, each.id)) {
      if (item && line.inventory_item_id !== item.id) continue;
      lines.push({ ...line, vendor_name: each.name });
    }
  }
  if (item)
    lines.sort((a, b) => Number(b.is_preferred) - Number(a.is_preferred) || a.price - b.price);
  const title = item ? `Prices of ${item.name}` : `${vendor?.name ?? ''} prices`;
  const result = table(
    callId,
    'vendor_prices',
    title,
    [
      column('name', 'Line'),
      column('vendor_name', 'Vendor'),
      column('pack_description', 'Pack'),
      column('price', 'Price per pack', 'money'),
      column('previous_price', 'Previous price', 'money'),
      column('is_preferred', 'Preferred'),
    ],
    lines.map((line) =>
      row(
        {
          name: line.name,
          vendor_name: line.vendor_name,
          pack_description: line.pack_description ?? String(line.pack_size),
          price: line.price,
          previous_price: line.previous_price,
          is_preferred: line.is_preferred,
        },
        link('vendor', line.vendor_id),
      ),
    ),
    { link: vendor ? link('vendor', vendor.id) : item ? link('item', item.id) : link('vendors') },
  );
  return { result, data: { lines, vendor: vendor ?? null, item: item ?? null } };
}

/** The `vendor_prices` tool. */
export const vendorPricesTool = defineTool(
  'vendor_prices',
  'Catalogue prices: a vendor’s whole catalogue, or one item’s price at every vendor.',
  vendorPricesArgs,
  vendorPrices,
);
