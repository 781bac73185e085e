import { z } from 'zod';
import type { List, ListItem } from '#contract/shopping-lists.ts';
import type { Vendor } from '#contract/vendors.ts';
import { getList, listLists } from '#server/modules/buying/lists.service.ts';
import { resolveVendor } from './lookups.ts';
import { column, link, row, table } from './results.ts';
import type { ToolScope } from './scope.ts';
import { defineTool, type ToolOutput } from './tool.ts';

const deliveriesArgs = z.object({
  vendor: z.string().max(200).optional().describe('Only this vendor’s deliveries'),
});

/** A line of a received order that did not come as ordered. */
export interface ShortLine {
  name: string;
  ordered: number;
  /** Packs received; 0 when the line was not received at all. */
  received: number;
}

export interface DeliveriesData {
  vendor: Vendor | null;
  /** The latest received order (of the vendor), with its lines; null when none was received. */
  latest: (List & { lines: ListItem[] }) | null;
  /** Its lines received short (fewer packs than ordered, or none). */
  short: ShortLine[];
  /** Its lines received over what was ordered. */
  over: ShortLine[];
}

/** How many of a line's packs came: none when it was not ticked as received. */
const receivedOf = (line: ListItem) =>
  line.received_quantity ?? (line.completed ? line.quantity : 0);

async function deliveries(
  scope: ToolScope,
  args: z.infer<typeof deliveriesArgs>,
  callId: string,
): Promise<ToolOutput<DeliveriesData>> {
  const vendor = args.vendor ? await resolveVendor(scope, args.vendor) : undefined;
  const received = (
    await listLists(scope.ctx, { locationId: scope.locationId, status: 'received' })
  ).filter((list) => !vendor || list.vendor_id === vendor.id);
  const newest = received[0];
  const latest = newest
    ? { ...newest, lines: (await getList(scope.ctx, { listId: newest.id })).items }
    : null;
  const lines = latest?.lines ?? [];
  const toLine = (line: ListItem) => ({
    name: line.name,
    ordered: line.quantity,
    received: receivedOf(line),
  });
  const short = lines.filter((line) => receivedOf(line) < line.quantity).map(toLine);
  const over = lines.filter((line) => receivedOf(line) > line.quantity).map(toLine);
  const result = table(
    callId,
    'deliveries',
    latest ? `${latest.name}${latest.vendor_name ? ` (${latest.vendor_name})` : ''}` : 'Deliveries',
    [
      column('name', 'Item'),
      column('ordered', 'Ordered', 'number'),
      column('received', 'Received', 'number'),
    ],
    lines.map((line) =>
      row(
        { name: line.name, ordered: line.quantity, received: receivedOf(line) },
        line.inventory_item_id ? link('item', line.inventory_item_id) : null,
      ),
    ),
    { link: latest ? link('shopping_list', latest.id) : link('shopping_lists') },
  );
  return { result, data: { vendor: vendor ?? null, latest, short, over } };
}

/** The `deliveries` tool. */
export const deliveriesTool = defineTool(
  'deliveries',
  'The latest received order (optionally of one vendor): each line’s packs ordered and received, and the lines that came short or over.',
  deliveriesArgs,
  deliveries,
);
