import { z } from 'zod';
import type { VarianceReport } from '#contract/reports.ts';
import { latestCountPair, varianceReport } from '#server/modules/reports/variance.service.ts';
import { column, empty, link, row, table } from './results.ts';
import type { ToolScope } from './scope.ts';
import { defineTool, type ToolOutput } from './tool.ts';

const varianceArgs = z.object({
  from_count: z.uuid().optional().describe('The first closed count; default the second latest'),
  to_count: z.uuid().optional().describe('The second closed count; default the latest'),
});

export interface VarianceData {
  /** Null when there are not two closed full counts to compare. */
  report: VarianceReport | null;
}

async function run(
  scope: ToolScope,
  args: z.infer<typeof varianceArgs>,
  callId: string,
): Promise<ToolOutput<VarianceData>> {
  let pair: [string, string] | undefined;
  if (args.from_count && args.to_count) pair = [args.from_count, args.to_count];
  else {
    const latest = await latestCountPair(scope.ctx, { locationId: scope.locationId });
    const [first, second] = latest;
    if (first && second) pair = [first.id, second.id];
  }
  if (!pair) {
    return {
      result: empty(
        callId,
        'variance',
        'Not two closed full counts to compare yet',
        link('stocklist'),
      ),
      data: { report: null },
    };
  }
  const report = await varianceReport(scope.ctx, {
    locationId: scope.locationId,
    fromCountId: pair[0],
    toCountId: pair[1],
  });
  const result = table(
    callId,
    'variance',
    `Variance from ${report.from_count.name} to ${report.to_count.name}`,
    [
      column('name', 'Item'),
      column('usage', 'Used', 'number'),
      column('theoretical', 'Sold (by recipe)', 'number'),
      column('wasted', 'Wasted', 'number'),
      column('unexplained', 'Unexplained', 'number'),
      column('unit', 'Unit'),
      column('unexplained_value', 'Unexplained value', 'money'),
    ],
    report.items.map((line) =>
      row(
        {
          name: line.name,
          usage: line.usage,
          theoretical: line.theoretical,
          wasted: line.wasted,
          unexplained: line.unexplained,
          unit: line.unit,
          unexplained_value: line.unexplained_value,
        },
        link('item', line.item_id),
      ),
    ),
    {
      link: link('changelog'),
      totals: [
        { label: 'Used', value: report.totals.usage_value, format: 'money' },
        { label: 'Sold (by recipe)', value: report.totals.theoretical_value, format: 'money' },
        { label: 'Wasted', value: report.totals.wasted_value, format: 'money' },
        { label: 'Unexplained', value: report.totals.unexplained_value, format: 'money' },
        ...(report.totals.left_out > 0
          ? [
              {
                label: 'Left out: no cost or no recipe figure',
                value: report.totals.left_out,
                format: 'number' as const,
              },
            ]
          : []),
      ],
    },
  );
  return { result, data: { report } };
}

/** The `variance` tool. */
export const varianceTool = defineTool(
  'variance',
  'Where stock went missing: per item between two closed counts (default the latest two full counts), what the counts say was used against what the sales should have used by the recipes, what was logged as waste, and the unexplained rest in money, worst first; with totals, unmapped sales and menu items without a recipe.',
  varianceArgs,
  run,
);
