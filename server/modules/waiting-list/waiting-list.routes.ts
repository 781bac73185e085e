import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse, waitingListBody, waitingListEntry } from '#contract/auth.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import {
  approveWaitingListEntry,
  joinWaitingList,
  listWaitingList,
} from './waiting-list.service.ts';

/** Registered under `/api`. */
const waitingListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/waiting-list',
    {
      // Anyone may write here: a per-IP limit keeps a script from filling the list.
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags: ['sign-up'],
        summary: 'Join the waiting list (a repeat email answers the same and keeps one entry)',
        security: [],
        body: waitingListBody,
        response: { 201: okResponse, ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      await joinWaitingList(request.publicCtx, { entry: request.body });
      return reply.code(201).send({ ok: true });
    },
  );

  app.get(
    '/admin/waiting-list',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['sign-up'],
        summary: 'The waiting list, newest first (administrators)',
        security: [{ bearer: [] }],
        response: { 200: z.array(waitingListEntry), ...errorResponses(401, 403) },
      },
    },
    async (request) => listWaitingList(request.ctx),
  );

  app.post(
    '/admin/waiting-list/:id/approve',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['sign-up'],
        summary: 'Approve an entry and email its sign-up link (administrators)',
        security: [{ bearer: [] }],
        params: z.object({ id: z.uuid() }),
        response: { 200: waitingListEntry, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => approveWaitingListEntry(request.ctx, { entryId: request.params.id }),
  );
};

export default waitingListRoutes;
