import { z } from 'zod';
import type { Vendor } from '#contract/vendors.ts';
import { loadVendors } from './lookups.ts';
import { column, link, row, table } from './results.ts';
import type { ToolScope } from './scope.ts';
import { defineTool, type ToolOutput } from './tool.ts';

async function run(
  scope: ToolScope,
  _args: unknown,
  callId: string,
): Promise<ToolOutput<{ vendors: Vendor[] }>> {
  const vendors = await loadVendors(scope);
  const result = table(
    callId,
    'vendors',
    'Vendors',
    [
      column('name', 'Vendor'),
      column('contact_name', 'Contact'),
      column('email', 'Email'),
      column('phone', 'Phone'),
      column('lead_time_days', 'Lead time (days)', 'number'),
      column('minimum_order', 'Minimum order', 'money'),
      column('item_count', 'Items', 'number'),
    ],
    vendors.map((vendor) =>
      row(
        {
          name: vendor.name,
          contact_name: vendor.contact_name,
          email: vendor.email,
          phone: vendor.phone,
          lead_time_days: vendor.lead_time_days,
          minimum_order: vendor.minimum_order,
          item_count: vendor.item_count,
        },
        link('vendor', vendor.id),
      ),
    ),
    { link: link('vendors') },
  );
  return { result, data: { vendors } };
}

/** The `vendors` tool. */
export const vendorsTool = defineTool(
  'vendors',
  'The vendors with contact, lead time, minimum order and number of catalogue lines.',
  z.object({}),
  run,
);
