import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  closeCountResponse,
  countDetail,
  countSummary,
  countsQuery,
  openCountBody,
} from '#contract/counts.ts';
import { idParams } from '#contract/inventory.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import {
  closeCount,
  deleteCount,
  getCount,
  listCounts,
  openCount,
} from './stock-counts.service.ts';

/**
 * Counts as records under /api/counts (docs/api.md#counts): open, list, read, close and
 * delete a count. Every route is signed in.
 */
const stockCountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['counts'];
  const security = [{ bearer: [] }];

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Open a count: a full count (no item_ids; one open per location) or a spot check',
        security,
        body: openCountBody,
        response: { 201: countSummary, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await openCount(request.ctx, request.body)),
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Counts of a location: open first, then closed newest first',
        security,
        querystring: countsQuery,
        response: { 200: z.array(countSummary), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listCounts(request.ctx, request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'A count: who counted what and when, progress by area and by person',
        security,
        params: idParams,
        response: { 200: countDetail, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => getCount(request.ctx, request.params.id),
  );

  app.post(
    '/:id/close',
    {
      schema: {
        tags,
        summary:
          'Close a count: keeps every item’s quantity and cost per unit now, and the total value',
        security,
        params: idParams,
        response: { 200: closeCountResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => closeCount(request.ctx, request.params.id),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete an open count opened by mistake (its counts stay in the changelog)',
        security,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await deleteCount(request.ctx, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default stockCountsRoutes;
