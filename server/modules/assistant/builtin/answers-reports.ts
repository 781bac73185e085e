import type { TimeRange } from '../dates.ts';
import type { ItemUsageData } from '../tools/item-usage.ts';
import type { VarianceData } from '../tools/variance.ts';
import type { WasteData } from '../tools/waste.ts';
import type { Turn } from '../turn.ts';
import { formats, plural, prose, quantity, sayAll } from './wording.ts';

/** Answers from the reports: where stock went (variance), an item's usage, waste in money. */

const REPORTS_ARE_FOR_MANAGERS = 'The variance report is for managers and owners of this location.';

export async function answerVariance(turn: Turn) {
  const format = await formats(turn);
  const output = await turn.call('variance', {});
  const data = output.data as VarianceData | { error: string };
  if ('error' in data) return sayAll(turn, [REPORTS_ARE_FOR_MANAGERS]);
  const report = data.report;
  if (!report) {
    return sayAll(turn, [
      'I need two closed full counts to compare what was used with what was sold, and this location has fewer.',
    ]);
  }
  const losses = report.items.filter(
    (line) => line.unexplained_value !== null && line.unexplained_value > 0,
  );
  const sentences = [
    `Between ${report.from_count.name} and ${report.to_count.name}, ${format.money(report.totals.unexplained_value)} of stock is unexplained: used, but neither sold by the recipes nor logged as waste (${format.money(report.totals.wasted_value)} was logged as waste).`,
  ];
  if (losses.length === 0) sentences.push('No item lost money that nothing explains.');
  else {
    sentences.push(
      `Most lost: ${prose(
        losses
          .slice(0, 3)
          .map(
            (line) =>
              `${line.name} ${format.money(line.unexplained_value)} (${quantity(line.unexplained)} ${line.unit})`,
          ),
      )}.`,
    );
  }
  if (report.totals.left_out > 0) {
    sentences.push(
      `${plural(report.totals.left_out, 'item')} left out of the totals: no cost, or the recipes could not say what the sales used.`,
    );
  }
  if (report.unmapped_sales.length > 0) {
    sentences.push(
      `Sales not matched to the menu (not counted): ${prose(
        report.unmapped_sales
          .slice(0, 3)
          .map((sale) => `${sale.pos_name} × ${quantity(sale.quantity)}`),
      )}.`,
    );
  }
  if (report.without_recipe.length > 0) {
    sentences.push(
      `Sold without a recipe: ${prose(report.without_recipe.slice(0, 3).map((entry) => entry.name))}.`,
    );
  }
  sayAll(turn, sentences);
}

export async function answerItemUsage(turn: Turn, itemId: string, time: TimeRange | undefined) {
  const format = await formats(turn);
  const output = await turn.call('item_usage', {
    item: itemId,
    ...(time ? { from: time.from, to: time.to } : {}),
  });
  const data = output.data as ItemUsageData;
  const found = data.usage;
  if (!found) return sayAll(turn, ['I could not find that item.']);
  const unit = found.item.unit;
  if (found.method === 'counts' && found.usage !== null) {
    return sayAll(turn, [
      `${found.item.name}: ${quantity(found.usage)} ${unit} used between ${found.from_count ?? 'one count'} (${format.when(found.from ?? '')}) and ${found.to_count ?? 'the next'} (${format.when(found.to ?? '')}).`,
      `That is ${quantity(found.opening)} at the first count, ${quantity(found.received)} received, ${quantity(found.closing)} at the second${found.wasted > 0 ? `; ${quantity(found.wasted)} of it logged as waste` : ''}.`,
    ]);
  }
  sayAll(turn, [
    `There are not two closed counts of ${found.item.name}${time ? ` ${time.label}` : ''} to measure its usage.`,
    `The change log shows ${quantity(found.received)} ${unit} received and ${quantity(found.wasted)} ${unit} wasted${found.from && found.to ? ` from ${format.when(found.from)} to ${format.when(found.to)}` : ''}.`,
  ]);
}

export async function answerWaste(
  turn: Turn,
  itemId: string | undefined,
  time: TimeRange | undefined,
) {
  const format = await formats(turn);
  const output = await turn.call('waste', {
    ...(itemId ? { item: itemId } : {}),
    ...(time ? { from: time.from, to: time.to } : {}),
  });
  const data = output.data as WasteData;
  const when = time ? time.label : 'in the last 7 days';
  if (data.lines.length === 0) return sayAll(turn, [`No waste logged ${when}.`]);
  sayAll(turn, [
    `Waste ${when} cost ${format.money(data.total_value)}.`,
    `Dearest: ${prose(
      data.lines
        .slice(0, 3)
        .map(
          (line) =>
            `${line.name} ${quantity(line.quantity)} ${line.unit} (${line.cause ?? 'no cause'}, ${format.money(line.value)})`,
        ),
    )}.`,
    data.left_out > 0 ? `${plural(data.left_out, 'line')} without a cost left out.` : '',
  ]);
}
