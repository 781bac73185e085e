import { z } from 'zod';
import type { WasteCause } from '#contract/stock-updates.ts';
import { wasteSummary } from '#server/modules/reports/stock-usage.service.ts';
import { instantsOf } from '../dates.ts';
import { rangeBound } from './item-usage.ts';
import { resolveItem } from './lookups.ts';
import { column, empty, link, round, row, sum, table } from './results.ts';
import type { ToolScope } from './scope.ts';
import { defineTool, type ToolOutput } from './tool.ts';

const DAY_MS = 86_400_000;

const wasteArgs = z.object({
  item: z.string().max(200).optional().describe('One item (typos allowed)'),
  from: rangeBound
    .optional()
    .describe('A day YYYY-MM-DD (from its start) or an ISO instant; default 7 days ago'),
  to: rangeBound.optional().describe('A day YYYY-MM-DD (included) or an ISO instant; default now'),
});

export interface WasteData {
  lines: Array<{
    item_id: string;
    name: string;
    unit: string;
    cause: WasteCause | null;
    quantity: number;
    value: number | null;
  }>;
  /** Σ value over the lines with a cost. */
  total_value: number;
  /** Lines without a cost per unit: left out of total_value. */
  left_out: number;
  from: string;
  to: string;
  unknown: string | null;
}

async function run(
  scope: ToolScope,
  args: z.infer<typeof wasteArgs>,
  callId: string,
): Promise<ToolOutput<WasteData>> {
  const item = args.item ? await resolveItem(scope, args.item) : undefined;
  const bounds = instantsOf(args, (await scope.venue()).timezone);
  const to = bounds.to ?? scope.ctx.now();
  const from = bounds.from ?? new Date(to.getTime() - 7 * DAY_MS);
  if (args.item && !item) {
    return {
      result: empty(callId, 'waste', `Nothing named “${args.item}”`, link('changelog')),
      data: {
        lines: [],
        total_value: 0,
        left_out: 0,
        from: from.toISOString(),
        to: to.toISOString(),
        unknown: args.item,
      },
    };
  }
  const found = await wasteSummary(scope.ctx, {
    locationId: scope.locationId,
    from,
    to,
    ...(item ? { itemId: item.id } : {}),
  });
  const lines = found.map((line) => ({
    item_id: line.item.id,
    name: line.item.name,
    unit: line.item.unit,
    cause: line.cause,
    quantity: round(line.quantity),
    value: line.value && round(line.value),
  }));
  const data: WasteData = {
    lines,
    total_value: round(sum(lines.map((line) => line.value))),
    left_out: lines.filter((line) => line.value === null).length,
    from: from.toISOString(),
    to: to.toISOString(),
    unknown: null,
  };
  const result = table(
    callId,
    'waste',
    item ? `Waste of ${item.name}` : 'Waste',
    [
      column('name', 'Item'),
      column('cause', 'Cause'),
      column('quantity', 'Wasted', 'number'),
      column('unit', 'Unit'),
      column('value', 'Value', 'money'),
    ],
    lines.map((line) =>
      row(
        {
          name: line.name,
          cause: line.cause,
          quantity: line.quantity,
          unit: line.unit,
          value: line.value,
        },
        link('item', line.item_id),
      ),
    ),
    {
      link: link('changelog'),
      totals: [
        { label: 'Value wasted', value: data.total_value, format: 'money' },
        ...(data.left_out > 0
          ? [{ label: 'Left out: no cost', value: data.left_out, format: 'number' as const }]
          : []),
      ],
    },
  );
  return { result, data };
}

/** The `waste` tool. */
export const wasteTool = defineTool(
  'waste',
  'Stock recorded as wasted (spills, breakage, comps, expired, staff drinks) over a time, per item and cause, with its value at the current cost; default the last 7 days.',
  wasteArgs,
  run,
);
