import { check, foreignKey, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from './columns.ts';
import { locationId } from './locations.ts';
import { users } from './users.ts';

/** A user's conversation with the assistant about one location; private to that user. */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: id(),
    locationId: locationId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('assistant_conversations_location_id_id_key').on(t.locationId, t.id),
    index('assistant_conversations_location_id_user_id_idx').on(
      t.locationId,
      t.userId,
      t.updatedAt,
    ),
  ],
);

export const assistantMessageRoles = ['user', 'assistant', 'tool'] as const;

/** One message of a conversation; tool calls and results are kept as JSON. */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: id(),
    locationId: locationId(),
    conversationId: uuid('conversation_id').notNull(),
    role: text('role', { enum: assistantMessageRoles }).notNull(),
    content: text('content').notNull().default(''),
    toolCalls: jsonb('tool_calls'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('assistant_messages_location_id_id_key').on(t.locationId, t.id),
    index('assistant_messages_location_id_conversation_id_idx').on(
      t.locationId,
      t.conversationId,
      t.createdAt,
    ),
    foreignKey({
      name: 'assistant_messages_conversation_fk',
      columns: [t.locationId, t.conversationId],
      foreignColumns: [assistantConversations.locationId, assistantConversations.id],
    }).onDelete('cascade'),
    check('assistant_messages_role_check', oneOf(t.role, assistantMessageRoles)),
  ],
);
