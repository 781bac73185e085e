import Decimal from 'decimal.js';
import { ASSISTANT_MAX_ROWS } from '#contract/assistant.ts';
import {
  type AssistantColumn,
  type AssistantField,
  type AssistantLink,
  type AssistantRow,
  type AssistantToolName,
  type AssistantToolResult,
  type AssistantValue,
} from '#contract/assistant-results.ts';
import type { Item } from '#contract/inventory.ts';

/** Building what a tool shows: tables, cards, links, and the decimal sums behind them. */

export const sum = (values: (number | null)[]) =>
  values.reduce<Decimal>((total, value) => total.plus(value ?? 0), new Decimal(0));
export const round = (value: Decimal) => value.toDecimalPlaces(4).toNumber();
export const times = (a: number | null, b: number | null) =>
  a === null || b === null ? null : round(new Decimal(a).times(b));

export const link = (target: AssistantLink['target'], id: string | null = null): AssistantLink => ({
  target,
  id,
});

export function table(
  callId: string,
  tool: AssistantToolName,
  title: string,
  columns: AssistantColumn[],
  rows: AssistantRow[],
  options: { link?: AssistantLink | null; totals?: AssistantField[] | null } = {},
): AssistantToolResult {
  if (rows.length === 0) {
    return { call_id: callId, tool, kind: 'empty', title, link: options.link ?? null };
  }
  return {
    call_id: callId,
    tool,
    kind: 'table',
    title,
    link: options.link ?? null,
    columns,
    rows: rows.slice(0, ASSISTANT_MAX_ROWS),
    total_rows: rows.length,
    totals: options.totals ?? null,
  };
}

export const column = (key: string, label: string, format: AssistantColumn['format'] = 'text') => ({
  key,
  label,
  format,
});

export const row = (cells: Record<string, AssistantValue>, to: AssistantLink | null = null) => ({
  cells,
  link: to,
});

export const empty = (
  callId: string,
  tool: AssistantToolName,
  title: string,
  to: AssistantLink | null = null,
): AssistantToolResult => ({ call_id: callId, tool, kind: 'empty', title, link: to });

export const itemColumns = [
  column('name', 'Item'),
  column('category', 'Category'),
  column('quantity', 'On hand', 'number'),
  column('unit', 'Unit'),
  column('par_level', 'Par', 'number'),
];
export const itemCells = (item: Item) => ({
  name: item.name,
  category: item.category,
  quantity: item.quantity,
  unit: item.unit,
  par_level: item.par_level,
});
