import { createAssistantConversation } from '#server/test/factories.ts';
import { callerFor, inLocation, MEMBER, MEMBER_OBJECT, type Row } from './matrix.ts';

/** The assistant: who may call each route. */
export const assistantRows: Row[] = [
  // Assistant (docs/api.md#assistant): every member may ask (`assistant.use`); the
  // answer is a stream of server-sent events.
  {
    method: 'POST',
    url: '/api/ai/chat',
    expect: MEMBER,
    body: (world) => ({ location_id: world.location.id, message: 'what is below par' }),
  },
  { method: 'GET', url: '/api/ai/conversations', expect: MEMBER, query: inLocation },
  // A conversation is its owner's alone: each member reads their own; the stranger names one
  // of the location (an owner's) and finds nothing.
  {
    method: 'GET',
    url: '/api/ai/conversations/:id',
    expect: MEMBER_OBJECT,
    send: async (world, actor, ctx) => {
      const asker = actor === 'anonymous' || actor === 'stranger' ? 'owner' : actor;
      const conversation = await createAssistantConversation(ctx.db, world.location, {
        userId: world.users[asker].id,
      });
      return callerFor(ctx, world, actor).get(`/api/ai/conversations/${conversation.id}`);
    },
  },
];
