import { z } from 'zod';
import { dayOrInstant } from '#contract/text.ts';
import { itemUsage, type ItemUsage } from '#server/modules/reports/stock-usage.service.ts';
import { instantsOf } from '../dates.ts';
import { resolveItem } from './lookups.ts';
import { column, empty, link, round, row, table } from './results.ts';
import type { ToolScope } from './scope.ts';
import { defineTool, type ToolOutput } from './tool.ts';

/** A day (YYYY-MM-DD, in the venue's zone) or an ISO instant with an offset. */
export const rangeBound = dayOrInstant;

const itemUsageArgs = z.object({
  item: z.string().max(200).describe('An item name (typos allowed) or id'),
  from: rangeBound.optional().describe('A day YYYY-MM-DD (from its start) or an ISO instant'),
  to: rangeBound.optional().describe('A day YYYY-MM-DD (included) or an ISO instant'),
});

export interface ItemUsageData {
  /** Null when no item has that name. */
  usage: {
    item: ItemUsage['item'];
    method: ItemUsage['method'];
    from: string | null;
    to: string | null;
    from_count: string | null;
    to_count: string | null;
    opening: number | null;
    received: number;
    wasted: number;
    closing: number | null;
    usage: number | null;
  } | null;
  unknown: string | null;
}

async function run(
  scope: ToolScope,
  args: z.infer<typeof itemUsageArgs>,
  callId: string,
): Promise<ToolOutput<ItemUsageData>> {
  const item = await resolveItem(scope, args.item);
  if (!item) {
    return {
      result: empty(callId, 'item_usage', `Nothing named “${args.item}”`, link('items')),
      data: { usage: null, unknown: args.item },
    };
  }
  const bounds = instantsOf(args, (await scope.venue()).timezone);
  const found = await itemUsage(scope.ctx, {
    locationId: scope.locationId,
    itemId: item.id,
    ...bounds,
  });
  const usage = {
    item: found.item,
    method: found.method,
    from: found.from?.toISOString() ?? null,
    to: found.to?.toISOString() ?? null,
    from_count: found.fromCount?.name ?? null,
    to_count: found.toCount?.name ?? null,
    opening: found.opening && round(found.opening),
    received: round(found.received),
    wasted: round(found.wasted),
    closing: found.closing && round(found.closing),
    usage: found.usage && round(found.usage),
  };
  const result = table(
    callId,
    'item_usage',
    found.method === 'counts'
      ? `Usage of ${item.name} between two counts`
      : `Deliveries and waste of ${item.name}`,
    [
      column('from', 'From', 'datetime'),
      column('to', 'To', 'datetime'),
      column('opening', 'Opening', 'number'),
      column('received', 'Received', 'number'),
      column('wasted', 'Wasted', 'number'),
      column('closing', 'Closing', 'number'),
      column('usage', 'Used', 'number'),
      column('unit', 'Unit'),
    ],
    [
      row(
        {
          from: usage.from,
          to: usage.to,
          opening: usage.opening,
          received: usage.received,
          wasted: usage.wasted,
          closing: usage.closing,
          usage: usage.usage,
          unit: item.unit,
        },
        link('item', item.id),
      ),
    ],
    { link: link('changelog') },
  );
  return { result, data: { usage, unknown: null } };
}

/** The `item_usage` tool. */
export const itemUsageTool = defineTool(
  'item_usage',
  'How much of one item was used over a time: opening + received − closing between the first and last closed counts holding it in that time (without a time: its last two closed counts); without two counts, only what was received and wasted.',
  itemUsageArgs,
  run,
);
