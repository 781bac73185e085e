import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AssistantConversation,
  AssistantConversationDetail,
  AssistantEvent,
  AssistantMessage,
  chatBody,
} from '#contract/assistant.ts';
import type {
  AssistantProposal,
  AssistantToolCall,
  AssistantToolResult,
} from '#contract/assistant-results.ts';
import { assistantConversations, assistantMessages } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/app-error.ts';
import type { AttemptLimiter } from '#server/lib/attempt-limiter.ts';
import type { Context } from '#server/lib/context.ts';
import { requireMember } from '#server/lib/membership.ts';
import { answerWithBuiltIn } from './builtin.ts';
import { AssistantFailure, answerWithModel } from './model.ts';
import { toolScope } from './tools/scope.ts';
import { Turn } from './turn.ts';

type ChatFields = z.output<typeof chatBody>;
type ConversationRow = typeof assistantConversations.$inferSelect;
type MessageRow = typeof assistantMessages.$inferSelect;

/** Longest title of a conversation: its first question, shortened. */
const TITLE_MAX_LENGTH = 80;
/** Earlier messages a model reads of the conversation. */
const HISTORY_MESSAGES = 20;

/** What an assistant message keeps in its `tool_calls` column besides its text. */
interface StoredExtras {
  calls?: AssistantToolCall[];
  results?: AssistantToolResult[];
  proposals?: AssistantProposal[];
  suggestions?: string[];
  incomplete?: boolean;
}

function toConversation(row: ConversationRow): AssistantConversation {
  return {
    id: row.id,
    location_id: row.locationId,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toMessage(row: MessageRow): AssistantMessage {
  const extras = (row.toolCalls ?? {}) as StoredExtras;
  return {
    id: row.id,
    conversation_id: row.conversationId,
    role: row.role,
    content: row.content,
    tool_calls: extras.calls ?? [],
    tool_results: extras.results ?? [],
    proposals: extras.proposals ?? [],
    suggestions: extras.suggestions ?? [],
    incomplete: extras.incomplete ?? false,
    created_at: row.createdAt.toISOString(),
  };
}

/** The caller's conversations in a location, most recent first. */
export async function listConversations(
  ctx: Context,
  { locationId }: { locationId: string },
): Promise<AssistantConversation[]> {
  await requireMember(ctx.db, ctx.user.id, locationId, 'assistant.use');
  const rows = await ctx.db
    .select()
    .from(assistantConversations)
    .where(
      and(
        eq(assistantConversations.locationId, locationId),
        eq(assistantConversations.userId, ctx.user.id),
      ),
    )
    .orderBy(desc(assistantConversations.updatedAt), desc(assistantConversations.id));
  return rows.map(toConversation);
}

/**
 * One of the caller's own conversations: another person's, or one of a location the caller
 * no longer belongs to, is 404 exactly like a missing one.
 */
async function findOwnConversation(
  ctx: Context,
  conversationId: string,
  locationId?: string,
): Promise<ConversationRow> {
  const [row] = await ctx.db
    .select()
    .from(assistantConversations)
    .where(
      and(
        eq(assistantConversations.id, conversationId),
        eq(assistantConversations.userId, ctx.user.id),
        locationId ? eq(assistantConversations.locationId, locationId) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw notFound('Conversation');
  return row;
}

async function loadMessages(ctx: Context, conversation: ConversationRow): Promise<MessageRow[]> {
  return ctx.db
    .select()
    .from(assistantMessages)
    .where(
      and(
        eq(assistantMessages.locationId, conversation.locationId),
        eq(assistantMessages.conversationId, conversation.id),
      ),
    )
    .orderBy(asc(assistantMessages.createdAt), asc(assistantMessages.id));
}

/** One of the caller's conversations with its messages, oldest first. */
export async function getConversation(
  ctx: Context,
  { conversationId }: { conversationId: string },
): Promise<AssistantConversationDetail> {
  const conversation = await findOwnConversation(ctx, conversationId);
  await requireMember(ctx.db, ctx.user.id, conversation.locationId, 'assistant.use');
  const messages = await loadMessages(ctx, conversation);
  return { ...toConversation(conversation), messages: messages.map(toMessage) };
}

interface ChatOptions {
  limiter: AttemptLimiter;
  /** The longest a model answer may take. */
  timeLimitMs: number;
}

/** A question accepted: `run` answers it, sending each event as it happens. */
interface PreparedChat {
  run(send: (event: AssistantEvent) => void, signal: AbortSignal): Promise<void>;
}

/**
 * Checks a question before its stream starts (membership and role, the conversation, the
 * rate limit: these are ordinary error answers), then returns what answers it. The answer
 * uses the model when one is configured and the built-in assistant otherwise; both call the
 * same read-only tools. The question and the answer are saved, a partial answer too.
 */
export async function prepareChat(
  ctx: Context,
  { body, options }: { body: ChatFields; options: ChatOptions },
): Promise<PreparedChat> {
  const { role } = await requireMember(ctx.db, ctx.user.id, body.location_id, 'assistant.use');
  const existing = body.conversation_id
    ? await findOwnConversation(ctx, body.conversation_id, body.location_id)
    : undefined;
  await options.limiter.take(
    ctx.user.id,
    'You have asked the assistant a lot in a short time. Please wait a moment and try again.',
  );

  return {
    async run(send, signal) {
      const scope = toolScope(ctx, { locationId: body.location_id, role });
      const conversation =
        existing ??
        (
          await ctx.db
            .insert(assistantConversations)
            .values({
              locationId: body.location_id,
              userId: ctx.user.id,
              title: body.message.slice(0, TITLE_MAX_LENGTH),
            })
            .returning()
        )[0];
      if (!conversation) throw new Error('conversation not created');
      const history = existing ? await loadMessages(ctx, existing) : [];
      send({ type: 'conversation', conversation: toConversation(conversation) });
      const [question] = await ctx.db
        .insert(assistantMessages)
        .values({
          locationId: conversation.locationId,
          conversationId: conversation.id,
          role: 'user',
          content: body.message,
        })
        .returning();
      if (!question) throw new Error('message not saved');
      send({ type: 'user_message', message: toMessage(question) });

      const turn = new Turn(scope, send, body.language);
      let failure: AssistantFailure | undefined;
      try {
        if (ctx.config.ai) {
          await answerWithModel(turn, {
            ai: ctx.config.ai,
            history: history
              .filter((message) => message.role !== 'tool' && message.content !== '')
              .slice(-HISTORY_MESSAGES)
              .map((message) => ({
                role: message.role as 'user' | 'assistant',
                content: message.content,
              })),
            question: body.message,
            timeLimitMs: options.timeLimitMs,
            signal,
          });
        } else {
          await answerWithBuiltIn(turn, body.message);
        }
      } catch (error) {
        if (!(error instanceof AssistantFailure)) throw error;
        failure = error;
      }

      const extras: StoredExtras = {
        calls: turn.calls,
        results: turn.results,
        proposals: turn.proposals,
        suggestions: turn.suggestions,
        incomplete: turn.incomplete,
      };
      const [answer] = await ctx.db
        .insert(assistantMessages)
        .values({
          locationId: conversation.locationId,
          conversationId: conversation.id,
          role: 'assistant',
          content: turn.text,
          toolCalls: extras,
        })
        .returning();
      await ctx.db
        .update(assistantConversations)
        .set({ updatedAt: sql`now()` })
        .where(
          and(
            eq(assistantConversations.locationId, conversation.locationId),
            eq(assistantConversations.id, conversation.id),
          ),
        );
      if (answer) send({ type: 'message', message: toMessage(answer) });
      if (failure) {
        send({
          type: 'error',
          error: {
            code: failure.code,
            message: failure.message,
            retryable: failure.retryable,
            retry_after: null,
          },
        });
      }
    },
  };
}
