import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ASSISTANT_RATE_LIMIT_PER_MINUTE,
  ASSISTANT_TIME_LIMIT_MS,
  type AssistantEvent,
  assistantConversation,
  assistantConversationDetail,
  chatBody,
  conversationParams,
  conversationsQuery,
} from '#contract/assistant.ts';
import { AttemptLimiter } from '#server/lib/attempt-limiter.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import { getConversation, listConversations, prepareChat } from './chat.service.ts';

interface AssistantModuleOptions {
  /** The longest a model answer may take (ms); ASSISTANT_TIME_LIMIT_MS by default. */
  timeLimitMs?: number;
  /** Questions per person per window. */
  rateLimit?: { max: number; windowMs: number };
}

/** One server-sent event: its type as the event name, the whole event as JSON data. */
const frame = (event: AssistantEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * The assistant under /api/ai (docs/api.md#assistant): questions answered as a
 * stream of server-sent events, and the caller's own conversations. Signed in; membership,
 * role (`assistant.use`) and the conversation's owner are checked in the service.
 */
const assistantRoutes: FastifyPluginAsyncZod<AssistantModuleOptions> = async (app, options) => {
  app.addHook('onRequest', app.authenticate);
  const limiter = new AttemptLimiter({
    max: options.rateLimit?.max ?? ASSISTANT_RATE_LIMIT_PER_MINUTE,
    windowMs: options.rateLimit?.windowMs ?? 60_000,
    windows: app.limits.windows('assistant'),
    now: () => app.clock().getTime(),
  });
  const timeLimitMs = options.timeLimitMs ?? ASSISTANT_TIME_LIMIT_MS;

  app.post(
    '/chat',
    {
      // Each event must reach the client as it is written: no compression buffering it.
      compress: false,
      schema: {
        tags: ['assistant'],
        summary:
          'Ask the assistant about the location; answers `text/event-stream` (contract/assistant.ts, AssistantEvent)',
        security: [{ bearer: [] }],
        body: chatBody,
        response: {
          200: z
            .string()
            .describe('text/event-stream: `event: <type>` and `data: <AssistantEvent as JSON>`'),
          ...errorResponses(401, 403, 404, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const chat = await prepareChat(request.ctx, {
        body: request.body,
        options: { limiter, timeLimitMs },
      });
      const stream = new PassThrough();
      const aborted = new AbortController();
      // The connection closed before the answer was complete: the client went away.
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) aborted.abort();
      });
      const send = (event: AssistantEvent) => {
        if (!stream.writableEnded) stream.write(frame(event));
      };
      void chat
        .run(send, aborted.signal)
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'assistant answer failed');
          send({
            type: 'error',
            error: {
              code: 'INTERNAL_ERROR',
              message: 'Something went wrong while answering. Please try again.',
              retryable: true,
              retry_after: null,
            },
          });
        })
        .finally(() => {
          send({ type: 'done' });
          stream.end();
        });
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no');
      // A stream is piped as it is: Fastify serialises it no more than a Buffer.
      return reply.send(stream as unknown as string);
    },
  );

  app.get(
    '/conversations',
    {
      schema: {
        tags: ['assistant'],
        summary: 'The caller’s own conversations in a location, most recent first',
        security: [{ bearer: [] }],
        querystring: conversationsQuery,
        response: { 200: z.array(assistantConversation), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listConversations(request.ctx, { locationId: request.query.location_id }),
  );

  app.get(
    '/conversations/:id',
    {
      schema: {
        tags: ['assistant'],
        summary: 'One of the caller’s conversations with its messages, oldest first',
        security: [{ bearer: [] }],
        params: conversationParams,
        response: { 200: assistantConversationDetail, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => getConversation(request.ctx, { conversationId: request.params.id }),
  );
};

export default assistantRoutes;
