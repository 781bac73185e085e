import Decimal from 'decimal.js';
import { z } from 'zod';
import type { AssistantProposal, AssistantToolResult } from '#contract/assistant-results.ts';
import type { Item } from '#contract/inventory.ts';
import { can } from '#contract/permissions.ts';
import { resolveItem } from './lookups.ts';
import { empty, link, round } from './results.ts';
import type { ToolScope } from './scope.ts';
import { defineTool, type ToolOutput } from './tool.ts';

const parLevelArgs = z.object({
  item: z.string().min(1).max(200).describe('The item name (typos allowed) or id'),
  par_level: z.number().min(0).max(9_999_999_999).describe('The new par level'),
});

async function proposeParLevel(
  scope: ToolScope,
  args: z.infer<typeof parLevelArgs>,
  callId: string,
): Promise<ToolOutput<{ item: Item | null; new_par_level: number; may_apply: boolean }>> {
  const item = await resolveItem(scope, args.item);
  const mayApply = can(scope.role, 'catalog.edit');
  const newPar = round(new Decimal(args.par_level));
  if (!item) {
    return {
      result: empty(callId, 'propose_par_level', `No item named “${args.item}”`, link('items')),
      data: { item: null, new_par_level: newPar, may_apply: mayApply },
    };
  }
  const result: AssistantToolResult = {
    call_id: callId,
    tool: 'propose_par_level',
    kind: 'card',
    title: item.name,
    link: link('item', item.id),
    fields: [
      { label: 'On hand', value: item.quantity, format: 'number' },
      { label: 'Par level now', value: item.par_level, format: 'number' },
      { label: 'Proposed par level', value: newPar, format: 'number' },
    ],
  };
  const proposal: AssistantProposal | undefined = mayApply
    ? {
        id: `${callId}:par`,
        kind: 'par_level',
        title: `Set the par level of ${item.name} to ${newPar}`,
        requires: 'catalog.edit',
        apply: [
          {
            method: 'PUT',
            path: `/api/inventory/${item.id}`,
            body: { par_level: newPar, version: item.version },
          },
        ],
        link: link('item', item.id),
        item_id: item.id,
        item_name: item.name,
        current_par_level: item.par_level,
        new_par_level: newPar,
      }
    : undefined;
  return {
    result,
    data: { item, new_par_level: newPar, may_apply: mayApply },
    ...(proposal ? { proposal } : {}),
  };
}

/** The `propose_par_level` tool. */
export const proposeParLevelTool = defineTool(
  'propose_par_level',
  'Prepare a change of an item’s par level for the person to apply. Changes nothing by itself.',
  parLevelArgs,
  proposeParLevel,
);
