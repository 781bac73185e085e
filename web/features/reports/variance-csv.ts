import { writeCsv } from '#contract/csv.ts';
import type { VarianceReport } from '#contract/reports.ts';

/** The columns of the variance export: the report's own field names, one row per item. */
export const VARIANCE_CSV_COLUMNS = [
  'item',
  'category',
  'unit',
  'opening',
  'received',
  'wasted',
  'adjusted',
  'closing',
  'usage',
  'theoretical',
  'variance',
  'unexplained',
  'variance_percent',
  'cost_per_unit',
  'usage_value',
  'theoretical_value',
  'variance_value',
  'wasted_value',
  'unexplained_value',
  'uncounted',
  'theoretical_unknown',
] as const;

/**
 * The report as a spreadsheet: every item worst first, as the screen lists it, with every
 * figure the server gave. An unknown figure is an empty cell, never 0; the items in only one
 * count follow with their quantities empty, and the venue's totals close the file.
 */
export function varianceCsv(report: VarianceReport): string {
  const rows = report.items.map((line) => [
    line.name,
    line.category,
    line.unit,
    line.opening,
    line.received,
    line.wasted,
    line.adjusted,
    line.closing,
    line.usage,
    line.theoretical,
    line.variance,
    line.unexplained,
    line.variance_percent,
    line.cost_per_unit,
    line.usage_value,
    line.theoretical_value,
    line.variance_value,
    line.wasted_value,
    line.unexplained_value,
    line.uncounted ? 'yes' : 'no',
    line.theoretical_unknown?.reason,
  ]);
  for (const item of report.not_comparable) {
    rows.push([
      item.name,
      null,
      item.unit,
      ...Array<null>(17).fill(null),
      `only in ${item.only_in}`,
    ]);
  }
  const totals = report.totals;
  rows.push([
    'Total',
    null,
    null,
    ...Array<null>(11).fill(null),
    totals.usage_value,
    totals.theoretical_value,
    totals.variance_value,
    totals.wasted_value,
    totals.unexplained_value,
    null,
    null,
  ]);
  return writeCsv(VARIANCE_CSV_COLUMNS, rows);
}
