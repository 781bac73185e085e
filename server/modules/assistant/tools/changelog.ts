import { z } from 'zod';
import { type Item } from '#contract/inventory.ts';
import { type StockUpdate, stockUpdateReasons } from '#contract/stock-updates.ts';
import { listChangelog } from '#server/modules/inventory/changelog.service.ts';
import { resolveItem, resolvePerson } from './lookups.ts';
import { column, empty, link, row, table } from './results.ts';
import type { ToolScope } from './scope.ts';
import { defineTool, type ToolOutput } from './tool.ts';

const changelogArgs = z.object({
  item: z.string().max(200).optional().describe('An item name (typos allowed) or id'),
  person: z.string().max(200).optional().describe('A team member’s name'),
  reason: z.enum(stockUpdateReasons).optional(),
  from: z
    .string()
    .max(40)
    .optional()
    .describe('A day YYYY-MM-DD in the venue’s time zone (from its start) or an ISO instant'),
  to: z
    .string()
    .max(40)
    .optional()
    .describe('A day YYYY-MM-DD (included) or an ISO instant (excluded)'),
  limit: z.number().int().min(1).max(100).optional(),
});

export interface ChangelogData {
  updates: StockUpdate[];
  item: Item | null;
  person: { id: string; name: string } | null;
  /** A name the question gave that matched nothing. */
  unknown: string | null;
}

async function run(
  scope: ToolScope,
  args: z.infer<typeof changelogArgs>,
  callId: string,
): Promise<ToolOutput<ChangelogData>> {
  const item = args.item ? await resolveItem(scope, args.item) : undefined;
  const person = args.person ? await resolvePerson(scope, args.person) : undefined;
  if ((args.item && !item) || (args.person && !person)) {
    const unknown = (args.item && !item ? args.item : args.person) ?? '';
    return {
      result: empty(
        callId,
        'changelog',
        `Nobody and nothing named “${unknown}”`,
        link('changelog'),
      ),
      data: { updates: [], item: null, person: null, unknown },
    };
  }
  const query = {
    location_id: scope.locationId,
    limit: args.limit ?? 100,
    ...(item ? { item_id: item.id } : {}),
    ...(person ? { user_id: person.id } : {}),
    ...(args.reason ? { reason: args.reason } : {}),
    ...(args.from ? { from: args.from } : {}),
    ...(args.to ? { to: args.to } : {}),
  };
  const updates = await listChangelog(scope.ctx, query as Parameters<typeof listChangelog>[1]);
  const title = [
    'Stock changes',
    item ? `of ${item.name}` : null,
    person ? `by ${person.name}` : null,
    args.reason ? `(${args.reason})` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const result = table(
    callId,
    'changelog',
    title,
    [
      column('created_at', 'When', 'datetime'),
      column('item_name', 'Item'),
      column('user_name', 'By'),
      column('reason', 'Reason'),
      column('previous_quantity', 'Before', 'number'),
      column('new_quantity', 'After', 'number'),
      column('delta', 'Change', 'number'),
    ],
    updates.map((update) =>
      row(
        {
          created_at: update.created_at,
          item_name: update.item_name,
          user_name: update.user_name,
          reason: update.reason,
          previous_quantity: update.previous_quantity,
          new_quantity: update.new_quantity,
          delta: update.delta,
        },
        link('item', update.item_id),
      ),
    ),
    { link: link('changelog') },
  );
  return {
    result,
    data: {
      updates,
      item: item ?? null,
      person: person ? { id: person.id, name: person.name } : null,
      unknown: null,
    },
  };
}

/** The `changelog` tool. */
export const changelogTool = defineTool(
  'changelog',
  'Stock changes (counts, waste, receiving, adjustments) newest first, filtered by item, person, reason and time.',
  changelogArgs,
  run,
);
