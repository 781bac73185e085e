import { z } from 'zod';
import { text, timestamp } from './text.ts';

/**
 * The assistant (api.md § Assistant and realtime): a person asks about their location's own
 * data in plain words; the server answers with read-only lookups ("tools") and streams the
 * answer as server-sent events. Anything that would change data comes back as a proposal the
 * person applies with a button, through the normal API and its permission checks.
 *
 * The stream of `POST /api/ai/chat` is `text/event-stream`; every event is
 * `event: <type>\ndata: <JSON of an AssistantEvent>\n\n`, and the JSON carries the same
 * `type`. Order: `conversation`, `user_message`, then any number of `tool_call`,
 * `tool_result`, `proposal` and `text` events, then `message` (the saved answer) or `error`,
 * and always `done` last. Before the stream starts, a request that cannot be answered gets the
 * API's ordinary error body instead: 401, 403 (not a member, or a role without
 * `assistant.use`), 404 (a conversation that is not the caller's), 422, 429 RATE_LIMITED.
 */

/** Longest question accepted, in characters. */
export const ASSISTANT_MESSAGE_MAX_LENGTH = 2000;
/** Questions per person per minute (past it: 429 RATE_LIMITED with Retry-After). */
export const ASSISTANT_RATE_LIMIT_PER_MINUTE = 20;
/** The longest a model answer may take, in milliseconds, before an `error` event ends it. */
export const ASSISTANT_TIME_LIMIT_MS = 30_000;
/** Rows a table result shows at most (the link leads to the full screen). */
export const ASSISTANT_MAX_ROWS = 25;

/** Questions the web may offer as buttons (and the built-in assistant suggests). */
export const SUGGESTED_QUESTIONS = [
  'What is below par?',
  'What is our stock worth by category?',
  'What changed today?',
  'Which prices went up this month?',
  'What orders are open?',
  'What is our food cost?',
  'Draft an order for my main vendor',
] as const;

// ---------------------------------------------------------------- requests

export const chatBody = z.object({
  location_id: z.uuid(),
  /** Continue this conversation; a new one starts without it. */
  conversation_id: z.uuid().optional(),
  message: text({ error: 'Enter a question' })
    .trim()
    .min(1, 'Enter a question')
    .max(ASSISTANT_MESSAGE_MAX_LENGTH, `Use at most ${ASSISTANT_MESSAGE_MAX_LENGTH} characters`),
});
export type ChatBody = z.input<typeof chatBody>;

export const conversationsQuery = z.object({ location_id: z.uuid() });
export type ConversationsQuery = z.input<typeof conversationsQuery>;

export const conversationParams = z.object({ id: z.uuid() });

// ---------------------------------------------------------------- tools and their results

/** Every read-only lookup the assistant may make. */
export const assistantToolNames = [
  'search_items',
  'get_item',
  'items_below_par',
  'stock_value_by_category',
  'changelog',
  'vendors',
  'vendor_prices',
  'price_changes',
  'open_orders',
  'recipe_cost',
  'menu_margins',
  'draft_order',
  'propose_par_level',
] as const;
export const assistantToolName = z.enum(assistantToolNames);
export type AssistantToolName = z.infer<typeof assistantToolName>;

/**
 * Where a result (or one of its rows) leads in the web app, under `/dashboard/{location_id}`:
 * item → `items` (with the item open), items → `items`, stocklist → `stocklist`,
 * changelog → `changelog`, vendor → `shopping-lists/vendors/{id}`, vendors →
 * `shopping-lists/vendors`, shopping_list → `shopping-lists/{id}`, shopping_lists →
 * `shopping-lists`, purchase_list → `shopping-lists/purchase-list`, recipe → `recipes/{id}`,
 * recipes → `recipes`, menu_item → `menu/{id}`, menu → `menu`.
 */
export const assistantLinkTargets = [
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
export const assistantValueFormats = ['text', 'number', 'money', 'percent', 'datetime'] as const;
export const assistantValueFormat = z.enum(assistantValueFormats);
export type AssistantValueFormat = z.infer<typeof assistantValueFormat>;

/** A value in a table cell or card field; null = not known (a missing price is null, never 0). */
export const assistantValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type AssistantValue = z.infer<typeof assistantValue>;

export const assistantColumn = z.object({
  key: z.string(),
  label: z.string(),
  format: assistantValueFormat,
});
export type AssistantColumn = z.infer<typeof assistantColumn>;

export const assistantRow = z.object({
  /** Values by column key. */
  cells: z.record(z.string(), assistantValue),
  link: assistantLink.nullable(),
});
export type AssistantRow = z.infer<typeof assistantRow>;

export const assistantField = z.object({
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
export type AssistantToolResultKind = AssistantToolResult['kind'];

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
export const assistantApplyRequest = z.object({
  method: z.enum(['POST', 'PUT', 'PATCH']),
  path: z.string(),
  body: z.record(z.string(), z.unknown()),
});
export type AssistantApplyRequest = z.infer<typeof assistantApplyRequest>;

export const draftOrderLine = z.object({
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
export type AssistantProposalKind = AssistantProposal['kind'];

// ---------------------------------------------------------------- conversations and messages

export const assistantRoles = ['user', 'assistant', 'tool'] as const;
export const assistantRole = z.enum(assistantRoles);
export type AssistantRole = z.infer<typeof assistantRole>;

export const assistantConversation = z.object({
  id: z.uuid(),
  location_id: z.uuid(),
  /** The first question, shortened; null until there is one. */
  title: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AssistantConversation = z.infer<typeof assistantConversation>;

export const assistantMessage = z.object({
  id: z.uuid(),
  conversation_id: z.uuid(),
  role: assistantRole,
  /** The text (plain text; the web shows it as text, never as HTML). */
  content: z.string(),
  tool_calls: z.array(assistantToolCall),
  tool_results: z.array(assistantToolResult),
  proposals: z.array(assistantProposal),
  /** Questions to offer next (the built-in assistant fills it when it cannot answer). */
  suggestions: z.array(z.string()),
  /** The answer ended early (time limit or a failing model): content holds what came. */
  incomplete: z.boolean(),
  created_at: timestamp,
});
export type AssistantMessage = z.infer<typeof assistantMessage>;

/** `GET /api/ai/conversations/{id}`: the conversation and its messages, oldest first. */
export const assistantConversationDetail = assistantConversation.extend({
  messages: z.array(assistantMessage),
});
export type AssistantConversationDetail = z.infer<typeof assistantConversationDetail>;

// ---------------------------------------------------------------- the stream

/** Error codes an `error` event carries (besides the API's own codes). */
export const assistantErrorCodes = [
  /** The model did not answer within ASSISTANT_TIME_LIMIT_MS. */
  'AI_TIMEOUT',
  /** The model server failed or refused. */
  'AI_UNAVAILABLE',
  'RATE_LIMITED',
  'NOT_FOUND',
  'FORBIDDEN',
  'INTERNAL_ERROR',
] as const;
export const assistantErrorCode = z.enum(assistantErrorCodes);
export type AssistantErrorCode = z.infer<typeof assistantErrorCode>;

export const assistantEvent = z.discriminatedUnion('type', [
  /** First: the conversation the answer belongs to (new or continued). */
  z.object({ type: z.literal('conversation'), conversation: assistantConversation }),
  /** The question as saved. */
  z.object({ type: z.literal('user_message'), message: assistantMessage }),
  /** A piece of the answer's text; append in order. */
  z.object({ type: z.literal('text'), delta: z.string() }),
  z.object({ type: z.literal('tool_call'), call: assistantToolCall }),
  z.object({ type: z.literal('tool_result'), result: assistantToolResult }),
  z.object({ type: z.literal('proposal'), proposal: assistantProposal }),
  /** The saved answer: replaces what the deltas built. */
  z.object({ type: z.literal('message'), message: assistantMessage }),
  /**
   * The answer failed or stopped. `retryable`: asking again may work (after `retry_after`
   * seconds when given). A partial answer, if any, was saved and came in a `message` event.
   */
  z.object({
    type: z.literal('error'),
    error: z.object({
      code: assistantErrorCode,
      message: z.string(),
      retryable: z.boolean(),
      retry_after: z.number().int().nullable(),
    }),
  }),
  /** Always last. */
  z.object({ type: z.literal('done') }),
]);
export type AssistantEvent = z.infer<typeof assistantEvent>;
export type AssistantEventType = AssistantEvent['type'];
