import Decimal from 'decimal.js';
import { z } from 'zod';
import {
  ASSISTANT_MAX_ROWS,
  type AssistantColumn,
  type AssistantField,
  type AssistantLink,
  type AssistantProposal,
  type AssistantRow,
  type AssistantToolName,
  type AssistantToolResult,
  type AssistantValue,
  type DraftOrderLine,
} from '#contract/assistant.ts';
import { type Item, stockUpdateReasons, type StockUpdate } from '#contract/inventory.ts';
import type { Location } from '#contract/locations.ts';
import type { MenuItem } from '#contract/menu.ts';
import { can } from '#contract/permissions.ts';
import type { Recipe } from '#contract/recipes.ts';
import type { List } from '#contract/shopping-lists.ts';
import type { PriceIncrease, Vendor, VendorItem } from '#contract/vendors.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Context } from '#server/lib/context.ts';
import { orderQuantity } from '../buying/generate.service.ts';
import { getList, listLists } from '../buying/lists.service.ts';
import { getPriceHistory, listPriceIncreases } from '../buying/prices.service.ts';
import { getPreferredVendorItem, listVendorItems } from '../buying/vendor-items.service.ts';
import { listVendors } from '../buying/vendors.service.ts';
import { listMenu } from '../cooking/menu.service.ts';
import { getRecipeCost, listRecipes } from '../cooking/recipes.service.ts';
import { listChangelog } from '../inventory/changelog.service.ts';
import { listItemsJson } from '../inventory/items.service.ts';
import { getLocation } from '../locations/locations.service.ts';
import { bestMention, type Candidate, findMentions, normalize } from './match.ts';

/**
 * The assistant's tools: read-only lookups, each a thin wrapper over the services of the
 * inventory, buying and cooking modules, called with the caller's own context (so every
 * membership and role check of those services applies) and always in the location of the
 * request — no tool takes a location, so nothing a question or a name says can reach
 * another one. Nothing here writes: a change (an order, a par level) comes back as a
 * proposal the person applies through the normal API.
 */

/** What a tool runs in: the caller's context and the location of the request. */
export interface ToolScope {
  ctx: Context;
  location: Location;
  /** Lookups shared by the tools of one answer. */
  cache: Map<string, Promise<unknown>>;
}

/** What a tool gives back: what the web shows, the figures behind it, maybe a proposal. */
export interface ToolOutput<D = unknown> {
  result: AssistantToolResult;
  /** The figures, as the model reads them and as the built-in assistant words them. */
  data: D;
  proposal?: AssistantProposal;
}

export async function toolScope(ctx: Context, locationId: string): Promise<ToolScope> {
  return { ctx, location: await getLocation(ctx, { locationId }), cache: new Map() };
}

function cached<T>(scope: ToolScope, key: string, load: () => Promise<T>): Promise<T> {
  let value = scope.cache.get(key) as Promise<T> | undefined;
  if (!value) {
    value = load();
    scope.cache.set(key, value);
  }
  return value;
}

// ------------------------------------------------------------------ reads shared by tools

export const loadItems = (scope: ToolScope) =>
  cached(scope, 'items', async () => {
    const json = await listItemsJson(scope.ctx, {
      location_id: scope.location.id,
      include_archived: false,
    } as Parameters<typeof listItemsJson>[1]);
    return (JSON.parse(json) as Item[]).filter((item) => !item.archived);
  });

export const loadVendors = (scope: ToolScope) =>
  cached(scope, 'vendors', () => listVendors(scope.ctx, { locationId: scope.location.id }));

const loadVendorItems = (scope: ToolScope, vendorId: string) =>
  cached(scope, `vendor-items:${vendorId}`, () => listVendorItems(scope.ctx, { vendorId }));

export const loadRecipes = (scope: ToolScope) =>
  cached(scope, 'recipes', () => listRecipes(scope.ctx, { location_id: scope.location.id }));

export const loadMenu = (scope: ToolScope) =>
  cached(scope, 'menu', () =>
    listMenu(scope.ctx, { location_id: scope.location.id } as Parameters<typeof listMenu>[1]),
  );

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** The one thing of a list a name (or an id) means; undefined when nothing fits. */
function resolve<T extends { id: string; name: string }>(
  things: T[],
  reference: string,
  aliases: (thing: T) => string[] = () => [],
): T | undefined {
  if (isUuid(reference)) return things.find((thing) => thing.id === reference);
  const exact = things.find((thing) => normalize(thing.name) === normalize(reference));
  if (exact) return exact;
  const candidates: Candidate<T>[] = things.map((thing) => ({
    value: thing,
    name: thing.name,
    aliases: aliases(thing),
  }));
  return bestMention(reference, candidates)?.value;
}

export async function resolveItem(scope: ToolScope, reference: string) {
  return resolve(await loadItems(scope), reference, (item) => (item.sku ? [item.sku] : []));
}

export async function resolveVendor(scope: ToolScope, reference: string) {
  return resolve(await loadVendors(scope), reference, (vendor) =>
    vendor.contact_name ? [vendor.contact_name] : [],
  );
}

export async function resolveRecipe(scope: ToolScope, reference: string) {
  return resolve(await loadRecipes(scope), reference);
}

export async function resolveMenuItem(scope: ToolScope, reference: string) {
  return resolve(await loadMenu(scope), reference);
}

/** A member of the location by name (or user id): the changelog's "person". */
export function resolvePerson(scope: ToolScope, reference: string) {
  const people = scope.location.members.map((member) => ({
    id: member.user_id,
    name: member.name,
    email: member.email,
  }));
  if (isUuid(reference)) return people.find((person) => person.id === reference);
  return bestMention(
    reference,
    people.map((person) => ({
      value: person,
      name: person.name,
      aliases: [person.name.split(' ')[0] ?? person.name, person.email.split('@')[0] ?? ''],
    })),
  )?.value;
}

// ------------------------------------------------------------------ building results

const sum = (values: (number | null)[]) =>
  values.reduce<Decimal>((total, value) => total.plus(value ?? 0), new Decimal(0));
const round = (value: Decimal) => value.toDecimalPlaces(4).toNumber();
const times = (a: number | null, b: number | null) =>
  a === null || b === null ? null : round(new Decimal(a).times(b));

const link = (target: AssistantLink['target'], id: string | null = null): AssistantLink => ({
  target,
  id,
});

function table(
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

const column = (key: string, label: string, format: AssistantColumn['format'] = 'text') => ({
  key,
  label,
  format,
});

const row = (cells: Record<string, AssistantValue>, to: AssistantLink | null = null) => ({
  cells,
  link: to,
});

const empty = (
  callId: string,
  tool: AssistantToolName,
  title: string,
  to: AssistantLink | null = null,
): AssistantToolResult => ({ call_id: callId, tool, kind: 'empty', title, link: to });

/** What the model reads of a table: its rows as plain objects, at most the shown ones. */
function rowsData(result: AssistantToolResult) {
  if (result.kind !== 'table') return { title: result.title, rows: [] };
  return {
    title: result.title,
    total_rows: result.total_rows,
    rows: result.rows.map((entry) => entry.cells),
    ...(result.totals
      ? { totals: Object.fromEntries(result.totals.map((field) => [field.label, field.value])) }
      : {}),
  };
}

// ------------------------------------------------------------------ the tools

const itemColumns = [
  column('name', 'Item'),
  column('category', 'Category'),
  column('quantity', 'On hand', 'number'),
  column('unit', 'Unit'),
  column('par_level', 'Par', 'number'),
];
const itemCells = (item: Item) => ({
  name: item.name,
  category: item.category,
  quantity: item.quantity,
  unit: item.unit,
  par_level: item.par_level,
});

const searchItemsArgs = z.object({
  query: z.string().min(1).max(200).describe('Words of the item name, typos allowed'),
});

async function searchItems(
  scope: ToolScope,
  args: z.infer<typeof searchItemsArgs>,
  callId: string,
): Promise<ToolOutput<{ items: Item[] }>> {
  const items = await loadItems(scope);
  const wanted = normalize(args.query);
  const contains = items.filter((item) => normalize(item.name).includes(wanted));
  const found =
    contains.length > 0
      ? contains
      : findMentions(
          args.query,
          items.map((item) => ({
            value: item,
            name: item.name,
            // "kegs", "gin": an item is also found by its unit and its category.
            aliases: [item.unit, ...(item.category ? [item.category] : [])],
          })),
        ).map((match) => match.value);
  const result = table(
    callId,
    'search_items',
    found.length > 0 ? `Items matching “${args.query}”` : `No item matches “${args.query}”`,
    itemColumns,
    found.map((item) => row(itemCells(item), link('item', item.id))),
    { link: link('items') },
  );
  return { result, data: { items: found } };
}

const getItemArgs = z.object({
  item: z.string().min(1).max(200).describe('The item name (typos allowed) or its id'),
});

export interface ItemDetail {
  item: Item;
  preferred: (VendorItem & { vendor_name: string }) | null;
  stock_value: number | null;
  /** Price of one unit at the preferred line: price ÷ pack size. */
  unit_price: number | null;
}

async function getItemTool(
  scope: ToolScope,
  args: z.infer<typeof getItemArgs>,
  callId: string,
): Promise<ToolOutput<ItemDetail | null>> {
  const item = await resolveItem(scope, args.item);
  if (!item) {
    return {
      result: empty(callId, 'get_item', `No item named “${args.item}”`, link('items')),
      data: null,
    };
  }
  const preferred = await getPreferredVendorItem(scope.ctx, { itemId: item.id }).catch(
    (error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    },
  );
  const unitPrice =
    preferred && preferred.pack_size > 0
      ? round(new Decimal(preferred.price).dividedBy(preferred.pack_size))
      : null;
  const detail: ItemDetail = {
    item,
    preferred,
    stock_value: times(item.quantity, item.cost_per_unit),
    unit_price: unitPrice,
  };
  const fields: AssistantField[] = [
    { label: 'On hand', value: item.quantity, format: 'number' },
    { label: 'Unit', value: item.unit, format: 'text' },
    { label: 'Par level', value: item.par_level, format: 'number' },
    { label: 'Below par', value: item.below_par, format: 'text' },
    { label: 'Category', value: item.category, format: 'text' },
    { label: 'Storage area', value: item.storage_area, format: 'text' },
    { label: 'Cost per unit', value: item.cost_per_unit, format: 'money' },
    { label: 'Stock value', value: detail.stock_value, format: 'money' },
    { label: 'Preferred vendor', value: preferred?.vendor_name ?? null, format: 'text' },
    { label: 'Vendor price per pack', value: preferred?.price ?? null, format: 'money' },
    {
      label: 'Pack',
      value: preferred?.pack_description ?? preferred?.pack_size ?? null,
      format: 'text',
    },
  ];
  return {
    result: {
      call_id: callId,
      tool: 'get_item',
      kind: 'card',
      title: item.name,
      link: link('item', item.id),
      fields,
    },
    data: detail,
  };
}

const belowParArgs = z.object({
  category: z.string().max(200).optional().describe('Only this category (optional)'),
});

async function itemsBelowPar(
  scope: ToolScope,
  args: z.infer<typeof belowParArgs>,
  callId: string,
): Promise<ToolOutput<{ items: Item[]; category: string | null }>> {
  let items = (await loadItems(scope)).filter((item) => item.below_par);
  let category: string | null = null;
  if (args.category) {
    const names = [...new Set(items.map((item) => item.category).filter((name) => name !== null))];
    const match = bestMention(
      args.category,
      names.map((name) => ({ value: name, name })),
    );
    category = match?.value ?? args.category;
    items = items.filter((item) => item.category === category);
  }
  // Furthest below par (as a share of par) first.
  items.sort(
    (a, b) =>
      a.quantity / (a.par_level ?? 1) - b.quantity / (b.par_level ?? 1) ||
      a.name.localeCompare(b.name),
  );
  const result = table(
    callId,
    'items_below_par',
    category ? `Below par in ${category}` : 'Items below par',
    [...itemColumns, column('short', 'Short by', 'number')],
    items.map((item) =>
      row(
        { ...itemCells(item), short: round(new Decimal(item.par_level ?? 0).minus(item.quantity)) },
        link('item', item.id),
      ),
    ),
    { link: link('stocklist') },
  );
  return { result, data: { items, category } };
}

export interface CategoryValue {
  category: string;
  item_count: number;
  value: number;
  /** Items of the category without a cost per unit (left out of the value). */
  unpriced: number;
}

async function stockValueByCategory(
  scope: ToolScope,
  _args: unknown,
  callId: string,
): Promise<ToolOutput<{ categories: CategoryValue[]; total: number; unpriced: number }>> {
  const items = await loadItems(scope);
  const groups = new Map<string, { count: number; value: Decimal; unpriced: number }>();
  for (const item of items) {
    const name = item.category ?? 'No category';
    const group = groups.get(name) ?? { count: 0, value: new Decimal(0), unpriced: 0 };
    group.count += 1;
    if (item.cost_per_unit === null) group.unpriced += 1;
    else group.value = group.value.plus(new Decimal(item.quantity).times(item.cost_per_unit));
    groups.set(name, group);
  }
  const categories = [...groups.entries()]
    .map(([category, group]) => ({
      category,
      item_count: group.count,
      value: round(group.value),
      unpriced: group.unpriced,
    }))
    .sort((a, b) => b.value - a.value || a.category.localeCompare(b.category));
  const total = round(sum(categories.map((entry) => entry.value)));
  const unpriced = categories.reduce((count, entry) => count + entry.unpriced, 0);
  const result = table(
    callId,
    'stock_value_by_category',
    'Stock value by category',
    [
      column('category', 'Category'),
      column('item_count', 'Items', 'number'),
      column('value', 'Value', 'money'),
    ],
    categories.map((entry) =>
      row({ category: entry.category, item_count: entry.item_count, value: entry.value }),
    ),
    {
      link: link('stocklist'),
      totals: [{ label: 'Total stock value', value: total, format: 'money' }],
    },
  );
  return { result, data: { categories, total, unpriced } };
}

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

async function changelogTool(
  scope: ToolScope,
  args: z.infer<typeof changelogArgs>,
  callId: string,
): Promise<ToolOutput<ChangelogData>> {
  const item = args.item ? await resolveItem(scope, args.item) : undefined;
  const person = args.person ? resolvePerson(scope, args.person) : undefined;
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
    location_id: scope.location.id,
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

async function vendorsTool(
  scope: ToolScope,
  _args: unknown,
  callId: string,
): Promise<ToolOutput<{ vendors: Vendor[] }>> {
  const vendors = await loadVendors(scope);
  const result = table(
    callId,
    'vendors',
    'Vendors',
    [
      column('name', 'Vendor'),
      column('contact_name', 'Contact'),
      column('email', 'Email'),
      column('phone', 'Phone'),
      column('lead_time_days', 'Lead time (days)', 'number'),
      column('minimum_order', 'Minimum order', 'money'),
      column('item_count', 'Items', 'number'),
    ],
    vendors.map((vendor) =>
      row(
        {
          name: vendor.name,
          contact_name: vendor.contact_name,
          email: vendor.email,
          phone: vendor.phone,
          lead_time_days: vendor.lead_time_days,
          minimum_order: vendor.minimum_order,
          item_count: vendor.item_count,
        },
        link('vendor', vendor.id),
      ),
    ),
    { link: link('vendors') },
  );
  return { result, data: { vendors } };
}

const vendorPricesArgs = z.object({
  vendor: z.string().max(200).optional().describe('A vendor name: its whole catalogue'),
  item: z.string().max(200).optional().describe('An item name: its price at every vendor'),
});

export interface VendorPriceLine extends VendorItem {
  vendor_name: string;
}

async function vendorPrices(
  scope: ToolScope,
  args: z.infer<typeof vendorPricesArgs>,
  callId: string,
): Promise<ToolOutput<{ lines: VendorPriceLine[]; vendor: Vendor | null; item: Item | null }>> {
  const vendor = args.vendor ? await resolveVendor(scope, args.vendor) : undefined;
  const item = args.item ? await resolveItem(scope, args.item) : undefined;
  if ((args.vendor && !vendor) || (args.item && !item) || (!args.vendor && !args.item)) {
    const missing = args.vendor && !vendor ? args.vendor : (args.item ?? '');
    return {
      result: empty(
        callId,
        'vendor_prices',
        missing ? `No vendor or item named “${missing}”` : 'Name a vendor or an item',
        link('vendors'),
      ),
      data: { lines: [], vendor: null, item: null },
    };
  }
  const vendors = vendor ? [vendor] : await loadVendors(scope);
  const lines: VendorPriceLine[] = [];
  for (const each of vendors) {
    for (const line of await loadVendorItems(scope, each.id)) {
      if (item && line.inventory_item_id !== item.id) continue;
      lines.push({ ...line, vendor_name: each.name });
    }
  }
  if (item)
    lines.sort((a, b) => Number(b.is_preferred) - Number(a.is_preferred) || a.price - b.price);
  const title = item ? `Prices of ${item.name}` : `${vendor?.name ?? ''} prices`;
  const result = table(
    callId,
    'vendor_prices',
    title,
    [
      column('name', 'Line'),
      column('vendor_name', 'Vendor'),
      column('pack_description', 'Pack'),
      column('price', 'Price per pack', 'money'),
      column('previous_price', 'Previous price', 'money'),
      column('is_preferred', 'Preferred'),
    ],
    lines.map((line) =>
      row(
        {
          name: line.name,
          vendor_name: line.vendor_name,
          pack_description: line.pack_description ?? String(line.pack_size),
          price: line.price,
          previous_price: line.previous_price,
          is_preferred: line.is_preferred,
        },
        link('vendor', line.vendor_id),
      ),
    ),
    { link: vendor ? link('vendor', vendor.id) : item ? link('item', item.id) : link('vendors') },
  );
  return { result, data: { lines, vendor: vendor ?? null, item: item ?? null } };
}

const priceChangesArgs = z.object({
  item: z
    .string()
    .max(200)
    .optional()
    .describe('An item name: its price history; without it, the rises of the last 30 days'),
});

export interface PriceHistoryRow {
  vendor_name: string;
  line_name: string;
  old_price: number | null;
  new_price: number;
  source: string;
  created_at: string;
}

async function priceChanges(
  scope: ToolScope,
  args: z.infer<typeof priceChangesArgs>,
  callId: string,
): Promise<
  ToolOutput<{
    increases: PriceIncrease[];
    history: PriceHistoryRow[];
    item: Item | null;
    unknown: string | null;
  }>
> {
  if (!args.item) {
    const increases = await listPriceIncreases(scope.ctx, { locationId: scope.location.id });
    const result = table(
      callId,
      'price_changes',
      'Price rises of more than 5% in the last 30 days',
      [
        column('item_name', 'Item'),
        column('vendor_name', 'Vendor'),
        column('old_price', 'Was', 'money'),
        column('new_price', 'Now', 'money'),
        column('percent', 'Change', 'percent'),
        column('changed_at', 'Changed', 'datetime'),
      ],
      increases.map((increase) =>
        row(
          {
            item_name: increase.item_name,
            vendor_name: increase.vendor_name,
            old_price: increase.old_price,
            new_price: increase.new_price,
            percent: increase.percent,
            changed_at: increase.changed_at,
          },
          increase.inventory_item_id
            ? link('item', increase.inventory_item_id)
            : link('vendor', increase.vendor_id),
        ),
      ),
      { link: link('vendors') },
    );
    return { result, data: { increases, history: [], item: null, unknown: null } };
  }
  const item = await resolveItem(scope, args.item);
  if (!item) {
    return {
      result: empty(callId, 'price_changes', `No item named “${args.item}”`, link('items')),
      data: { increases: [], history: [], item: null, unknown: args.item },
    };
  }
  const history: PriceHistoryRow[] = [];
  for (const vendor of await loadVendors(scope)) {
    for (const line of await loadVendorItems(scope, vendor.id)) {
      if (line.inventory_item_id !== item.id) continue;
      for (const change of await getPriceHistory(scope.ctx, { vendorItemId: line.id })) {
        history.push({
          vendor_name: vendor.name,
          line_name: line.name,
          old_price: change.old_price,
          new_price: change.new_price,
          source: change.source,
          created_at: change.created_at,
        });
      }
    }
  }
  history.sort((a, b) => b.created_at.localeCompare(a.created_at));
  const result = table(
    callId,
    'price_changes',
    `Price changes of ${item.name}`,
    [
      column('created_at', 'When', 'datetime'),
      column('vendor_name', 'Vendor'),
      column('old_price', 'Was', 'money'),
      column('new_price', 'Now', 'money'),
      column('source', 'Source'),
    ],
    history.map((change) =>
      row({
        created_at: change.created_at,
        vendor_name: change.vendor_name,
        old_price: change.old_price,
        new_price: change.new_price,
        source: change.source,
      }),
    ),
    { link: link('item', item.id) },
  );
  return { result, data: { increases: [], history, item, unknown: null } };
}

const openOrdersArgs = z.object({
  vendor: z.string().max(200).optional().describe('Only this vendor’s orders'),
});

async function openOrders(
  scope: ToolScope,
  args: z.infer<typeof openOrdersArgs>,
  callId: string,
): Promise<ToolOutput<{ lists: List[]; vendor: Vendor | null }>> {
  const vendor = args.vendor ? await resolveVendor(scope, args.vendor) : undefined;
  const [drafts, sent] = await Promise.all([
    listLists(scope.ctx, { locationId: scope.location.id, status: 'draft' }),
    listLists(scope.ctx, { locationId: scope.location.id, status: 'sent' }),
  ]);
  const lists = [...sent, ...drafts].filter((list) => !vendor || list.vendor_id === vendor.id);
  const result = table(
    callId,
    'open_orders',
    vendor ? `Open orders with ${vendor.name}` : 'Open orders',
    [
      column('name', 'List'),
      column('vendor_name', 'Vendor'),
      column('status', 'Status'),
      column('item_count', 'Lines', 'number'),
      column('estimated_total', 'Estimated total', 'money'),
      column('sent_at', 'Sent', 'datetime'),
    ],
    lists.map((list) =>
      row(
        {
          name: list.name,
          vendor_name: list.vendor_name,
          status: list.status,
          item_count: list.item_count,
          estimated_total: list.estimated_total,
          sent_at: list.sent_at,
        },
        link('shopping_list', list.id),
      ),
    ),
    { link: link('shopping_lists') },
  );
  return { result, data: { lists, vendor: vendor ?? null } };
}

const recipeCostArgs = z.object({
  recipe: z.string().min(1).max(200).describe('A recipe name (typos allowed) or id'),
});

export interface RecipeCostData {
  recipe: Recipe;
  total_cost: number;
  cost_per_portion: number;
  portions: number;
  missing: string[];
  ingredients: { name: string; quantity: number; unit: string; cost: number | null }[];
}

async function recipeCost(
  scope: ToolScope,
  args: z.infer<typeof recipeCostArgs>,
  callId: string,
): Promise<ToolOutput<RecipeCostData | null>> {
  const recipe = await resolveRecipe(scope, args.recipe);
  if (!recipe) {
    return {
      result: empty(callId, 'recipe_cost', `No recipe named “${args.recipe}”`, link('recipes')),
      data: null,
    };
  }
  const cost = await getRecipeCost(scope.ctx, { recipeId: recipe.id });
  const data: RecipeCostData = {
    recipe,
    total_cost: cost.total_cost,
    cost_per_portion: cost.cost_per_portion,
    portions: cost.portions,
    missing: cost.missing,
    ingredients: cost.ingredients.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unit: line.unit,
      cost: line.cost,
    })),
  };
  const totals: AssistantField[] = [
    { label: 'Total cost', value: cost.total_cost, format: 'money' },
    { label: 'Cost per portion', value: cost.cost_per_portion, format: 'money' },
  ];
  if (cost.missing.length > 0) {
    totals.push({ label: 'Not costed', value: cost.missing.join(', '), format: 'text' });
  }
  const result = table(
    callId,
    'recipe_cost',
    `Cost of ${recipe.name}`,
    [
      column('name', 'Ingredient'),
      column('quantity', 'Quantity', 'number'),
      column('unit', 'Unit'),
      column('cost', 'Cost', 'money'),
    ],
    data.ingredients.map((line) => row(line)),
    { link: link('recipe', recipe.id), totals },
  );
  return { result, data };
}

const menuMarginsArgs = z.object({
  item: z.string().max(200).optional().describe('One menu item (typos allowed)'),
  category: z.string().max(200).optional().describe('Only this menu category'),
});

export interface MenuMarginsData {
  items: MenuItem[];
  /** Σ cost ÷ Σ price × 100 over the active items shown, or null without prices. */
  food_cost_percent: number | null;
  target_food_cost_percent: number;
  category: string | null;
}

async function menuMargins(
  scope: ToolScope,
  args: z.infer<typeof menuMarginsArgs>,
  callId: string,
): Promise<ToolOutput<MenuMarginsData>> {
  let items = (await loadMenu(scope)).filter((entry) => entry.active);
  let category: string | null = null;
  if (args.item) {
    const match = await resolveMenuItem(scope, args.item);
    items = match ? [match] : [];
  } else if (args.category) {
    const names = [
      ...new Set(items.map((entry) => entry.category).filter((name) => name !== null)),
    ];
    category =
      bestMention(
        args.category,
        names.map((name) => ({ value: name, name })),
      )?.value ?? args.category;
    items = items.filter((entry) => entry.category === category);
  }
  const priced = items.filter((entry) => entry.price > 0);
  const revenue = sum(priced.map((entry) => entry.price));
  const foodCost = revenue.isZero()
    ? null
    : round(
        sum(priced.map((entry) => entry.cost))
          .dividedBy(revenue)
          .times(100)
          .toDecimalPlaces(2),
      );
  const sorted = [...items].sort(
    (a, b) =>
      (b.food_cost_percent ?? 0) - (a.food_cost_percent ?? 0) || a.name.localeCompare(b.name),
  );
  const data: MenuMarginsData = {
    items: sorted,
    food_cost_percent: foodCost,
    target_food_cost_percent: scope.location.target_food_cost_percent,
    category,
  };
  const result = table(
    callId,
    'menu_margins',
    args.item && items[0]
      ? `Margin of ${items[0].name}`
      : category
        ? `Menu margins: ${category}`
        : 'Menu margins',
    [
      column('name', 'Menu item'),
      column('price', 'Price', 'money'),
      column('cost', 'Cost', 'money'),
      column('margin', 'Margin', 'money'),
      column('food_cost_percent', 'Food cost %', 'percent'),
    ],
    sorted.map((entry) =>
      row(
        {
          name: entry.name,
          price: entry.price,
          cost: entry.cost,
          margin: entry.margin,
          food_cost_percent: entry.food_cost_percent,
        },
        link('menu_item', entry.id),
      ),
    ),
    {
      link: items.length === 1 && items[0] ? link('menu_item', items[0].id) : link('menu'),
      totals: [
        { label: 'Food cost % (Σ cost ÷ Σ price)', value: foodCost, format: 'percent' },
        { label: 'Target food cost %', value: data.target_food_cost_percent, format: 'percent' },
      ],
    },
  );
  return { result, data };
}

const draftOrderArgs = z.object({
  vendor: z.string().min(1).max(200).describe('The vendor name (typos allowed) or id'),
});

export interface DraftOrderData {
  vendor: Vendor | null;
  lines: DraftOrderLine[];
  estimated_total: number | null;
  /** Whether the caller's role may create the order. */
  may_apply: boolean;
}

/**
 * What generating an order for a vendor would put on it (`POST /api/shopping-lists/generate`
 * with the vendor): its preferred lines of the items at or below their reorder point, in
 * whole packs, leaving out items already on an open list of the vendor. Reads only.
 */
async function draftOrder(
  scope: ToolScope,
  args: z.infer<typeof draftOrderArgs>,
  callId: string,
): Promise<ToolOutput<DraftOrderData>> {
  const vendor = await resolveVendor(scope, args.vendor);
  const mayApply = can(scope.location.role, 'catalog.edit');
  if (!vendor) {
    return {
      result: empty(callId, 'draft_order', `No vendor named “${args.vendor}”`, link('vendors')),
      data: { vendor: null, lines: [], estimated_total: null, may_apply: mayApply },
    };
  }
  const [items, catalogue, drafts, sent] = await Promise.all([
    loadItems(scope),
    loadVendorItems(scope, vendor.id),
    listLists(scope.ctx, { locationId: scope.location.id, status: 'draft' }),
    listLists(scope.ctx, { locationId: scope.location.id, status: 'sent' }),
  ]);
  const openLists = [...drafts, ...sent].filter((list) => list.vendor_id === vendor.id);
  const onOrder = new Set<string>();
  if (openLists.length > 0) {
    for (const list of openLists) {
      for (const line of (await getList(scope.ctx, { listId: list.id })).items ?? []) {
        if (line.inventory_item_id) onOrder.add(line.inventory_item_id);
      }
    }
  }
  const byId = new Map(items.map((item) => [item.id, item]));
  const lines: DraftOrderLine[] = [];
  for (const line of catalogue) {
    if (!line.is_preferred || !line.inventory_item_id || onOrder.has(line.inventory_item_id))
      continue;
    const item = byId.get(line.inventory_item_id);
    if (!item) continue;
    const quantity = orderQuantity({
      quantity: String(item.quantity),
      parLevel: item.par_level === null ? null : String(item.par_level),
      reorderPoint:
        item.reorder_point_set && item.reorder_point !== null ? String(item.reorder_point) : null,
      packSize: String(line.pack_size),
    });
    if (quantity === null) continue;
    lines.push({
      inventory_item_id: item.id,
      vendor_item_id: line.id,
      name: item.name,
      quantity: Number(quantity),
      unit: line.pack_description,
      unit_price: line.price,
      line_total: round(new Decimal(quantity).times(line.price)),
    });
  }
  lines.sort((a, b) => a.name.localeCompare(b.name));
  const total = lines.length > 0 ? round(sum(lines.map((line) => line.line_total))) : null;
  const data: DraftOrderData = {
    vendor,
    lines,
    estimated_total: total,
    may_apply: mayApply,
  };
  const result = table(
    callId,
    'draft_order',
    `Draft order for ${vendor.name}`,
    [
      column('name', 'Item'),
      column('quantity', 'Packs', 'number'),
      column('unit', 'Pack'),
      column('unit_price', 'Price per pack', 'money'),
      column('line_total', 'Line total', 'money'),
    ],
    lines.map((line) =>
      row(
        {
          name: line.name,
          quantity: line.quantity,
          unit: line.unit,
          unit_price: line.unit_price,
          line_total: line.line_total,
        },
        link('item', line.inventory_item_id),
      ),
    ),
    {
      link: link('vendor', vendor.id),
      totals: total === null ? null : [{ label: 'Estimated total', value: total, format: 'money' }],
    },
  );
  const proposal: AssistantProposal | undefined =
    mayApply && lines.length > 0
      ? {
          id: `${callId}:order`,
          kind: 'draft_order',
          title: `Create a draft order for ${vendor.name} with ${lines.length} line${lines.length === 1 ? '' : 's'}`,
          requires: 'catalog.edit',
          apply: [
            {
              method: 'POST',
              path: '/api/shopping-lists/generate',
              body: { location_id: scope.location.id, vendor_id: vendor.id },
            },
          ],
          link: link('shopping_lists'),
          vendor_id: vendor.id,
          vendor_name: vendor.name,
          lines,
          estimated_total: total,
        }
      : undefined;
  return { result, data, ...(proposal ? { proposal } : {}) };
}

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
  const mayApply = can(scope.location.role, 'catalog.edit');
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

// ------------------------------------------------------------------ the registry

export interface ToolDefinition {
  name: AssistantToolName;
  description: string;
  args: z.ZodObject;
  run(scope: ToolScope, args: never, callId: string): Promise<ToolOutput>;
}

const define = <S extends z.ZodObject, D>(
  name: AssistantToolName,
  description: string,
  args: S,
  run: (scope: ToolScope, args: z.infer<S>, callId: string) => Promise<ToolOutput<D>>,
): ToolDefinition => ({ name, description, args, run: run as ToolDefinition['run'] });

export const tools: Record<AssistantToolName, ToolDefinition> = {
  search_items: define(
    'search_items',
    'Find inventory items by name (typos allowed): quantity on hand, unit, par level.',
    searchItemsArgs,
    searchItems,
  ),
  get_item: define(
    'get_item',
    'One inventory item: stock on hand, par level, cost, stock value, preferred vendor and its price.',
    getItemArgs,
    getItemTool,
  ),
  items_below_par: define(
    'items_below_par',
    'Items whose quantity on hand is below their par level, furthest below first.',
    belowParArgs,
    itemsBelowPar,
  ),
  stock_value_by_category: define(
    'stock_value_by_category',
    'The value of the stock on hand (quantity × cost per unit) by category, with the total.',
    z.object({}),
    stockValueByCategory,
  ),
  changelog: define(
    'changelog',
    'Stock changes (counts, waste, receiving, adjustments) newest first, filtered by item, person, reason and time.',
    changelogArgs,
    changelogTool,
  ),
  vendors: define(
    'vendors',
    'The vendors with contact, lead time, minimum order and number of catalogue lines.',
    z.object({}),
    vendorsTool,
  ),
  vendor_prices: define(
    'vendor_prices',
    'Catalogue prices: a vendor’s whole catalogue, or one item’s price at every vendor.',
    vendorPricesArgs,
    vendorPrices,
  ),
  price_changes: define(
    'price_changes',
    'Price rises above 5% in the last 30 days, or the price history of one item.',
    priceChangesArgs,
    priceChanges,
  ),
  open_orders: define(
    'open_orders',
    'Shopping lists not yet received (draft or sent), optionally of one vendor.',
    openOrdersArgs,
    openOrders,
  ),
  recipe_cost: define(
    'recipe_cost',
    'The cost of a recipe from current prices: each ingredient, total, per portion, what is missing.',
    recipeCostArgs,
    recipeCost,
  ),
  menu_margins: define(
    'menu_margins',
    'Menu items with price, cost, margin and food cost %, and the overall food cost % against the target.',
    menuMarginsArgs,
    menuMargins,
  ),
  draft_order: define(
    'draft_order',
    'What an order for a vendor would hold (items at or below reorder point, whole packs). Creates nothing: the person applies it.',
    draftOrderArgs,
    draftOrder,
  ),
  propose_par_level: define(
    'propose_par_level',
    'Prepare a change of an item’s par level for the person to apply. Changes nothing by itself.',
    parLevelArgs,
    proposeParLevel,
  ),
};

/**
 * Runs a tool with arguments as a model or the built-in assistant gives them: checked
 * against the tool's schema, run in the scope's location. A refusal of a service (403, 404)
 * becomes an empty result, so an answer never invents what it could not read.
 */
export async function runTool(
  scope: ToolScope,
  name: AssistantToolName,
  rawArgs: unknown,
  callId: string,
): Promise<ToolOutput> {
  const definition = tools[name];
  const parsed = definition.args.safeParse(rawArgs ?? {});
  if (!parsed.success) {
    return {
      result: empty(callId, name, 'The lookup was asked for in a way it cannot answer'),
      data: {
        error: 'invalid arguments',
        issues: parsed.error.issues.map((issue) => issue.message),
      },
    };
  }
  try {
    return await definition.run(scope, parsed.data as never, callId);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN')) {
      return { result: empty(callId, name, 'Nothing found'), data: { error: error.message } };
    }
    throw error;
  }
}

/** What the model reads of a tool's answer: the shown rows and figures, as data. */
export function modelView(output: ToolOutput): unknown {
  const result = output.result;
  const view: Record<string, unknown> =
    result.kind === 'card'
      ? {
          title: result.title,
          fields: Object.fromEntries(result.fields.map((f) => [f.label, f.value])),
        }
      : rowsData(result);
  if (output.proposal) {
    view.proposal = {
      title: output.proposal.title,
      note: 'Shown to the person as a button; not applied.',
    };
  }
  return view;
}
