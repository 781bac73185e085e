import Decimal from 'decimal.js';
import { z } from 'zod';
import type { AssistantProposal, DraftOrderLine } from '#contract/assistant-results.ts';
import { can } from '#contract/permissions.ts';
import type { Vendor } from '#contract/vendors.ts';
import { orderQuantity } from '#server/modules/buying/generate.service.ts';
import { getList, listLists } from '#server/modules/buying/lists.service.ts';
import { loadItems, loadVendorItems, resolveVendor } from './lookups.ts';
import { column, empty, link, round, row, sum, table } from './results.ts';
import type { ToolScope } from './scope.ts';
import { defineTool, type ToolOutput } from './tool.ts';

const draftOrderArgs = z.object({
  vendor: z.string().min(1).max(200).describe('The vendor name (typos allowed) or id'),
});

export interface DraftOrderData {
  vendor: Vendor | null;
  lines: DraftOrderLine[];
  estimated_total: number | null;
  /** Whether the caller's role may create the order. */
  may_apply: boolean;
}

/**
 * What generating an order for a vendor would put on it (`POST /api/shopping-lists/generate`
 * with the vendor): its preferred lines of the items at or below their reorder point, in
 * whole packs, leaving out items already on an open list of the vendor. Reads only.
 */
async function draftOrder(
  scope: ToolScope,
  args: z.infer<typeof draftOrderArgs>,
  callId: string,
): Promise<ToolOutput<DraftOrderData>> {
  const vendor = await resolveVendor(scope, args.vendor);
  const mayApply = can(scope.role, 'catalog.edit');
  if (!vendor) {
    return {
      result: empty(callId, 'draft_order', `No vendor named “${args.vendor}”`, link('vendors')),
      data: { vendor: null, lines: [], estimated_total: null, may_apply: mayApply },
    };
  }
  const [items, catalogue, drafts, sent] = await Promise.all([
    loadItems(scope),
    loadVendorItems(scope, vendor.id),
    listLists(scope.ctx, { locationId: scope.locationId, status: 'draft' }),
    listLists(scope.ctx, { locationId: scope.locationId, status: 'sent' }),
  ]);
  const openLists = [...drafts, ...sent].filter((list) => list.vendor_id === vendor.id);
  const onOrder = new Set<string>();
  if (openLists.length > 0) {
    for (const list of openLists) {
      for (const line of (await getList(scope.ctx, { listId: list.id })).items ?? []) {
        if (line.inventory_item_id) onOrder.add(line.inventory_item_id);
      }
    }
  }
  const byId = new Map(items.map((item) => [item.id, item]));
  const lines: DraftOrderLine[] = [];
  for (const line of catalogue) {
    if (!line.is_preferred || !line.inventory_item_id || onOrder.has(line.inventory_item_id))
      continue;
    const item = byId.get(line.inventory_item_id);
    if (!item) continue;
    const quantity = orderQuantity({
      quantity: String(item.quantity),
      parLevel: item.par_level === null ? null : String(item.par_level),
      reorderPoint:
        item.reorder_point_set && item.reorder_point !== null ? String(item.reorder_point) : null,
      packSize: String(line.pack_size),
    });
    if (quantity === null) continue;
    lines.push({
      inventory_item_id: item.id,
      vendor_item_id: line.id,
      name: item.name,
      quantity: Number(quantity),
      unit: line.pack_description,
      unit_price: line.price,
      line_total: round(new Decimal(quantity).times(line.price)),
    });
  }
  lines.sort((a, b) => a.name.localeCompare(b.name));
  const total = lines.length > 0 ? round(sum(lines.map((line) => line.line_total))) : null;
  const data: DraftOrderData = {
    vendor,
    lines,
    estimated_total: total,
    may_apply: mayApply,
  };
  const result = table(
    callId,
    'draft_order',
    `Draft order for ${vendor.name}`,
    [
      column('name', 'Item'),
      column('quantity', 'Packs', 'number'),
      column('unit', 'Pack'),
      column('unit_price', 'Price per pack', 'money'),
      column('line_total', 'Line total', 'money'),
    ],
    lines.map((line) =>
      row(
        {
          name: line.name,
          quantity: line.quantity,
          unit: line.unit,
          unit_price: line.unit_price,
          line_total: line.line_total,
        },
        link('item', line.inventory_item_id),
      ),
    ),
    {
      link: link('vendor', vendor.id),
      totals: total === null ? null : [{ label: 'Estimated total', value: total, format: 'money' }],
    },
  );
  const proposal: AssistantProposal | undefined =
    mayApply && lines.length > 0
      ? {
          id: `${callId}:order`,
          kind: 'draft_order',
          title: `Create a draft order for ${vendor.name} with ${lines.length} line${lines.length === 1 ? '' : 's'}`,
          requires: 'catalog.edit',
          apply: [
            {
              method: 'POST',
              path: '/api/shopping-lists/generate',
              body: { location_id: scope.locationId, vendor_id: vendor.id },
            },
          ],
          link: link('shopping_lists'),
          vendor_id: vendor.id,
          vendor_name: vendor.name,
          lines,
          estimated_total: total,
        }
      : undefined;
  return { result, data, ...(proposal ? { proposal } : {}) };
}

/** The `draft_order` tool. */
export const draftOrderTool = defineTool(
  'draft_order',
  'What an order for a vendor would hold (items at or below reorder point, whole packs). Creates nothing: the person applies it.',
  draftOrderArgs,
  draftOrder,
);
