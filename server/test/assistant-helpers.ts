import type { LightMyRequestResponse } from 'fastify';
import { type AssistantEvent, assistantEvent, type AssistantMessage } from '#contract/assistant.ts';
import type { App } from '#server/app.ts';
import { tokenFor } from '#server/test/request.ts';
import assistantRoutes from '#server/modules/assistant/assistant.routes.ts';

/** The events of a server-sent event stream, each checked against the contract. */
export function parseEvents(body: string): AssistantEvent[] {
  return body
    .split('\n\n')
    .map((frame) => frame.trim())
    .filter((frame) => frame !== '')
    .map((frame) => {
      const data = frame
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice('data: '.length))
        .join('\n');
      return assistantEvent.parse(JSON.parse(data));
    });
}

export interface Answer {
  response: LightMyRequestResponse;
  events: AssistantEvent[];
  /** The text the deltas streamed. */
  streamed: string;
  message: AssistantMessage | undefined;
  error: Extract<AssistantEvent, { type: 'error' }>['error'] | undefined;
  conversationId: string | undefined;
}

/**
 * Where a test registers the module a second time with a large rate limit, so a table of
 * questions by one person is not refused (see `useTestApp({ extend })`).
 */
export const UNLIMITED_CHAT_URL = '/test/ai/chat';

export async function registerUnlimited(app: App): Promise<void> {
  await app.register(assistantRoutes, {
    prefix: '/test/ai',
    rateLimit: { max: 100_000, windowMs: 60_000 },
  });
}

/** Asks the assistant as a user and reads the whole stream. */
export async function ask(
  app: App,
  user: { id: string; email: string },
  body: { location_id: string; message: string; conversation_id?: string },
  url = '/api/ai/chat',
): Promise<Answer> {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${await tokenFor(app, user)}` },
    payload: body,
  });
  const events = response.statusCode === 200 ? parseEvents(response.body) : [];
  const of = <T extends AssistantEvent['type']>(type: T) =>
    events.filter((event): event is Extract<AssistantEvent, { type: T }> => event.type === type);
  return {
    response,
    events,
    streamed: of('text')
      .map((event) => event.delta)
      .join(''),
    message: of('message')[0]?.message,
    error: of('error')[0]?.error,
    conversationId: of('conversation')[0]?.conversation.id,
  };
}
