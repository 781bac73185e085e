import { z } from 'zod';
import { assistantProposal, assistantToolCall, assistantToolResult } from './assistant-results.ts';
import { text, timestamp } from './text.ts';

/**
 * The assistant (docs/api.md#assistant): a person asks about their location's own
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

/** The suggested questions in Spanish, one per English one: questions the assistant reads in Spanish. */
export const SUGGESTED_QUESTIONS_ES = [
  '¿Qué está por debajo del mínimo?',
  '¿Cuánto valen las existencias por categoría?',
  '¿Qué cambió hoy?',
  '¿Qué precios subieron este mes?',
  '¿Qué pedidos están abiertos?',
  '¿Cuál es nuestro porcentaje de coste?',
  'Prepara un pedido para mi proveedor principal',
] as const satisfies { length: (typeof SUGGESTED_QUESTIONS)['length'] };

/** The suggested questions in each of the assistant's languages. */
export const suggestedQuestions = (language: 'en' | 'es'): readonly string[] =>
  language === 'es' ? SUGGESTED_QUESTIONS_ES : SUGGESTED_QUESTIONS;

// ---------------------------------------------------------------- requests

/** The languages the assistant answers in: the app's own (English when the request names none). */
export const ASSISTANT_LANGUAGES = ['en', 'es'] as const;
export type AssistantLanguage = (typeof ASSISTANT_LANGUAGES)[number];

export const chatBody = z.object({
  location_id: z.uuid(),
  /** Continue this conversation; a new one starts without it. */
  conversation_id: z.uuid().optional(),
  message: text({ error: 'Enter a question' })
    .trim()
    .min(1, 'Enter a question')
    .max(ASSISTANT_MESSAGE_MAX_LENGTH, `Use at most ${ASSISTANT_MESSAGE_MAX_LENGTH} characters`),
  /** The app's language: the answer, its suggestions and its tables' labels are in it. */
  language: z.enum(ASSISTANT_LANGUAGES, { error: 'Choose en or es' }).default('en'),
});
export type ChatBody = z.input<typeof chatBody>;

export const conversationsQuery = z.object({ location_id: z.uuid() });

export const conversationParams = z.object({ id: z.uuid() });

// ---------------------------------------------------------------- conversations and messages

const assistantRoles = ['user', 'assistant', 'tool'] as const;
const assistantRole = z.enum(assistantRoles);

export const assistantConversation = z.object({
  id: z.uuid(),
  location_id: z.uuid(),
  /** The first question, shortened; null until there is one. */
  title: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AssistantConversation = z.infer<typeof assistantConversation>;

const assistantMessage = z.object({
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
const assistantErrorCodes = [
  /** The model did not answer within ASSISTANT_TIME_LIMIT_MS. */
  'AI_TIMEOUT',
  /** The model server failed or refused. */
  'AI_UNAVAILABLE',
  'RATE_LIMITED',
  'NOT_FOUND',
  'FORBIDDEN',
  'INTERNAL_ERROR',
] as const;
const assistantErrorCode = z.enum(assistantErrorCodes);
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
