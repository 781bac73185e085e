import { z } from 'zod';
import {
  type MenuEngineeringClass,
  type MenuEngineeringItem,
  type MenuEngineeringReport,
  menuEngineeringClass,
  menuEngineeringQuery,
} from '#contract/reports.ts';
import { menuEngineering } from '#server/modules/reports/menu-engineering.service.ts';
import { localDay } from '../dates.ts';
import { tokens } from '../words.ts';
import { rangeBound } from './item-usage.ts';
import { column, empty, link, row, table } from './results.ts';
import type { ToolScope } from './scope.ts';
import { defineTool, type ToolOutput } from './tool.ts';

const DAY_MS = 86_400_000;
/** The period without one named: the last 28 days, today included. */
const DEFAULT_DAYS = 28;

/** A bound of the period (years 1900 to 9998: what the database's calendar reads). */
const bound = rangeBound;

const menuEngineeringArgs = z.object({
  from: bound
    .optional()
    .describe('A day YYYY-MM-DD (from its start) or an ISO instant; default 27 days before today'),
  to: bound.optional().describe('A day YYYY-MM-DD (included) or an ISO instant; default today'),
  class: menuEngineeringClass
    .optional()
    .describe(
      'Only this class: star (sells well, earns well), plowhorse (sells well, earns little), puzzle (earns well, sells little), dog (neither)',
    ),
  category: z
    .string()
    .max(200)
    .optional()
    .describe('Only this menu category, e.g. "cocktails" (case and plural aside)'),
});

export interface MenuEngineeringData {
  /** The period's bounds as the report read them (sales with from < sold at ≤ to). */
  from: string;
  to: string;
  class: MenuEngineeringClass | null;
  category: string | null;
  /** The items of the class (or every classed item) in the category, by total margin. */
  items: MenuEngineeringItem[];
  /** Items in the category sold in the period whose cost is unknown: never classed. */
  unknown_cost: MenuEngineeringItem[];
  /** Items sold in the period in the category, classed or not. */
  sold_in_category: number;
  /** The report's lines and totals over the whole menu. */
  report: Omit<MenuEngineeringReport, 'items'> | null;
  /** Why there is no report: the period asked for ends before it starts. */
  refused: string | null;
}

/** A category's name as compared: case, spacing and plural endings aside. */
export const sameCategory = (a: string | null, b: string) =>
  a !== null && tokens(a).join(' ') === tokens(b).join(' ');

/** The day a number of days before another (calendar arithmetic, no time zone involved). */
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

async function run(
  scope: ToolScope,
  args: z.infer<typeof menuEngineeringArgs>,
  callId: string,
): Promise<ToolOutput<MenuEngineeringData>> {
  const today = localDay(scope.ctx.now(), (await scope.venue()).timezone);
  const query = menuEngineeringQuery.safeParse({
    location_id: scope.locationId,
    from: args.from ?? daysBefore(today, DEFAULT_DAYS - 1),
    to: args.to ?? today,
  });
  const blank = {
    class: args.class ?? null,
    category: args.category ?? null,
    items: [],
    unknown_cost: [],
    sold_in_category: 0,
  };
  if (!query.success) {
    const refused = 'The period ends before it starts';
    return {
      result: empty(callId, 'menu_engineering', refused, link('menu')),
      data: { ...blank, from: args.from ?? '', to: args.to ?? '', report: null, refused },
    };
  }
  const { items: all, ...report } = await menuEngineering(scope.ctx, query.data);
  const inCategory = args.category
    ? all.filter((item) => sameCategory(item.category, args.category as string))
    : all;
  const classed = inCategory.filter((item) => item.class !== null);
  const items = args.class ? classed.filter((item) => item.class === args.class) : classed;
  const data: MenuEngineeringData = {
    ...blank,
    from: report.from,
    to: report.to,
    items,
    unknown_cost: inCategory.filter((item) => item.class === null),
    sold_in_category: inCategory.length,
    report,
    refused: null,
  };
  const title = [
    args.class ? `Menu engineering: ${args.class}s` : 'Menu engineering',
    args.category ? ` in ${args.category}` : '',
  ].join('');
  const result = table(
    callId,
    'menu_engineering',
    title,
    [
      column('name', 'Menu item'),
      column('category', 'Category'),
      column('class', 'Class'),
      column('quantity_sold', 'Sold', 'number'),
      column('menu_mix_percent', 'Menu mix', 'percent'),
      column('average_price', 'Average price', 'money'),
      column('cost', 'Cost', 'money'),
      column('contribution_margin', 'Margin', 'money'),
      column('total_margin', 'Total margin', 'money'),
    ],
    [...items, ...(args.class ? [] : data.unknown_cost)].map((item) =>
      row(
        {
          name: item.name,
          category: item.category,
          class: item.class,
          quantity_sold: item.quantity_sold,
          menu_mix_percent: item.menu_mix_percent,
          average_price: item.average_price,
          cost: item.cost,
          contribution_margin: item.contribution_margin,
          total_margin: item.total_margin,
        },
        link('menu_item', item.menu_item_id),
      ),
    ),
    {
      link: link('menu'),
      totals: [
        { label: 'Popularity line', value: report.popularity_threshold_percent, format: 'percent' },
        { label: 'Average margin', value: report.average_margin, format: 'money' },
        ...(data.unknown_cost.length > 0
          ? [
              {
                label: 'Not classed: cost unknown',
                value: data.unknown_cost.length,
                format: 'number' as const,
              },
            ]
          : []),
      ],
    },
  );
  return { result, data };
}

/** The `menu_engineering` tool. */
export const menuEngineeringTool = defineTool(
  'menu_engineering',
  'Menu engineering (Kasavana–Smith) of the menu items sold over a time (default the last 28 days): per item its contribution margin, menu mix % and class — star (popular, high margin: keep), plowhorse (popular, low margin: raise the price or cut its cost), puzzle (high margin, unpopular: promote it), dog (neither: take it off or rework it); optionally only one class or one menu category. Items whose cost is unknown are listed apart, never classed.',
  menuEngineeringArgs,
  run,
);
