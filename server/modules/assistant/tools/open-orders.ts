import { z } from 'zod';
import type { List } from '#contract/shopping-lists.ts';
import type { Vendor } from '#contract/vendors.ts';
import { listLists } from '#server/modules/buying/lists.service.ts';
import { resolveVendor } from './lookups.ts';
import { column, link, row, table } from './results.ts';
import type { ToolScope } from './scope.ts';
import { defineTool, type ToolOutput } from './tool.ts';

const openOrdersArgs = z.object({
  vendor: z.string().max(200).optional().describe('Only this vendor’s orders'),
});

async function openOrders(
  scope: ToolScope,
  args: z.infer<typeof openOrdersArgs>,
  callId: string,
): Promise<ToolOutput<{ lists: List[]; vendor: Vendor | null }>> {
  const vendor = args.vendor ? await resolveVendor(scope, args.vendor) : undefined;
  const [drafts, sent] = await Promise.all([
    listLists(scope.ctx, { locationId: scope.locationId, status: 'draft' }),
    listLists(scope.ctx, { locationId: scope.locationId, status: 'sent' }),
  ]);
  const lists = [...sent, ...drafts].filter((list) => !vendor || list.vendor_id === vendor.id);
  const result = table(
    callId,
    'open_orders',
    vendor ? `Open orders with ${vendor.name}` : 'Open orders',
    [
      column('name', 'List'),
      column('vendor_name', 'Vendor'),
      column('status', 'Status'),
      column('item_count', 'Lines', 'number'),
      column('estimated_total', 'Estimated total', 'money'),
      column('sent_at', 'Sent', 'datetime'),
    ],
    lists.map((list) =>
      row(
        {
          name: list.name,
          vendor_name: list.vendor_name,
          status: list.status,
          item_count: list.item_count,
          estimated_total: list.estimated_total,
          sent_at: list.sent_at,
        },
        link('shopping_list', list.id),
      ),
    ),
    { link: link('shopping_lists') },
  );
  return { result, data: { lists, vendor: vendor ?? null } };
}

/** The `open_orders` tool. */
export const openOrdersTool = defineTool(
  'open_orders',
  'Shopping lists not yet received (draft or sent), optionally of one vendor.',
  openOrdersArgs,
  openOrders,
);
