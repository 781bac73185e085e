import { z } from 'zod';

/**
 * What the assistant's lookups answer (docs/api.md#assistant): the tools it may call, the
 * tables and cards the web shows without knowing the tool, and the proposals a person applies
 * through the normal API.
 */

/** Every read-only lookup the assistant may make. */
const assistantToolNames = [
  'search_items',
  'get_item',
  'items_below_par',
  'stock_value_by_category',
  'changelog',
  'vendors',
  'vendor_prices',
  'price_changes',
  'open_orders',
  'deliveries',
  'recipe_cost',
  'menu_margins',
  'draft_order',
  'propose_par_level',
  'item_usage',
  'variance',
  'waste',
  'menu_engineering',
] as const;
const assistantToolName = z.enum(assistantToolNames);
export type AssistantToolName = z.infer<typeof assistantToolName>;

/**
 * Where a result (or one of its rows) leads in the web app, under `/dashboard/{location_id}`:
 * item → `items` (with the item open), items → `items`, stocklist → `stocklist`,
 * changelog → `changelog`, vendor → `shopping-lists/vendors/{id}`, vendors →
 * `shopping-lists/vendors`, shopping_list → `shopping-lists/{id}`, shopping_lists →
 * `shopping-lists`, purchase_list → `shopping-lists/purchase-list`, recipe → `recipes/{id}`,
 * recipes → `recipes`, menu_item → `menu/{id}`, menu → `menu`.
 */
const assistantLinkTargets = [
  'item',
  'items',
  'stocklist',
  'changelog',
  'vendor',
  'vendors',
  'shopping_list',
  'shopping_lists',
  'purchase_list',
  'recipe',
  'recipes',
  'menu_item',
  'menu',
] as const;
export const assistantLink = z.object({
  target: z.enum(assistantLinkTargets),
  /** The object's id for the targets that name one (item, vendor, shopping_list, recipe, menu_item). */
  id: z.uuid().nullable(),
});
export type AssistantLink = z.infer<typeof assistantLink>;

/** How a value is shown: money in the location's currency, a percent, a time in the venue's zone. */
const assistantValueFormats = ['text', 'number', 'money', 'percent', 'datetime'] as const;
const assistantValueFormat = z.enum(assistantValueFormats);
export type AssistantValueFormat = z.infer<typeof assistantValueFormat>;

/** A value in a table cell or card field; null = not known (a missing price is null, never 0). */
const assistantValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type AssistantValue = z.infer<typeof assistantValue>;

const assistantColumn = z.object({
  key: z.string(),
  label: z.string(),
  format: assistantValueFormat,
});
export type AssistantColumn = z.infer<typeof assistantColumn>;

const assistantRow = z.object({
  /** Values by column key. */
  cells: z.record(z.string(), assistantValue),
  link: assistantLink.nullable(),
});
export type AssistantRow = z.infer<typeof assistantRow>;

const assistantField = z.object({
  label: z.string(),
  value: assistantValue,
  format: assistantValueFormat,
});
export type AssistantField = z.infer<typeof assistantField>;

const toolResultBase = {
  /** The call this answers (matches `tool_call.id`). */
  call_id: z.string(),
  tool: assistantToolName,
  /** A short heading, e.g. "Items below par". Venue data inside it is plain text, never markup. */
  title: z.string(),
  /** Where "see all" leads; null when nothing fits. */
  link: assistantLink.nullable(),
};

/**
 * What a tool found, in a form the web renders without knowing the tool: a table (rows and
 * columns), a card (one object's fields), or empty (nothing matched; `title` says what).
 */
export const assistantToolResult = z.discriminatedUnion('kind', [
  z.object({
    ...toolResultBase,
    kind: z.literal('table'),
    columns: z.array(assistantColumn),
    rows: z.array(assistantRow),
    /** Rows found in all (rows holds at most ASSISTANT_MAX_ROWS). */
    total_rows: z.number().int(),
    /** A summing line under the table (e.g. the total stock value), or null. */
    totals: z.array(assistantField).nullable(),
  }),
  z.object({
    ...toolResultBase,
    kind: z.literal('card'),
    fields: z.array(assistantField),
  }),
  z.object({
    ...toolResultBase,
    kind: z.literal('empty'),
  }),
]);
export type AssistantToolResult = z.infer<typeof assistantToolResult>;

/** A tool the assistant called, with its arguments (shown as "looking up …"). */
export const assistantToolCall = z.object({
  id: z.string(),
  tool: assistantToolName,
  arguments: z.record(z.string(), z.unknown()),
});
export type AssistantToolCall = z.infer<typeof assistantToolCall>;

// ---------------------------------------------------------------- proposals

/**
 * One request the web makes, with the caller's own token, to apply a proposal: the normal
 * API with its validation and permission checks. `path` starts with `/api/`.
 */
const assistantApplyRequest = z.object({
  method: z.enum(['POST', 'PUT', 'PATCH']),
  path: z.string(),
  body: z.record(z.string(), z.unknown()),
});
export type AssistantApplyRequest = z.infer<typeof assistantApplyRequest>;

const draftOrderLine = z.object({
  inventory_item_id: z.uuid(),
  vendor_item_id: z.uuid().nullable(),
  name: z.string(),
  /** Packs to order. */
  quantity: z.number(),
  unit: z.string().nullable(),
  unit_price: z.number().nullable(),
  line_total: z.number().nullable(),
});
export type DraftOrderLine = z.infer<typeof draftOrderLine>;

const proposalBase = {
  id: z.string(),
  /** What applying does, in one sentence. */
  title: z.string(),
  /** Who may apply it (contract/permissions.ts); the web hides the button from other roles. */
  requires: z.literal('catalog.edit'),
  /** Applied in order; the first failure stops (its error body is shown). */
  apply: z.array(assistantApplyRequest),
  /** Where to go after applying. */
  link: assistantLink.nullable(),
};

export const assistantProposal = z.discriminatedUnion('kind', [
  z.object({
    ...proposalBase,
    kind: z.literal('draft_order'),
    vendor_id: z.uuid(),
    vendor_name: z.string(),
    lines: z.array(draftOrderLine),
    /** null when a line has no price. */
    estimated_total: z.number().nullable(),
  }),
  z.object({
    ...proposalBase,
    kind: z.literal('par_level'),
    item_id: z.uuid(),
    item_name: z.string(),
    current_par_level: z.number().nullable(),
    new_par_level: z.number(),
  }),
]);
export type AssistantProposal = z.infer<typeof assistantProposal>;
