import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locationQuery } from '#contract/inventory.ts';
import { inventorySummary } from '#contract/stock-updates.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import { inventorySummary as summarize } from './summary.service.ts';

/** The dashboard's figures. */
const summaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/summary',
    {
      schema: {
        tags: ['inventory'],
        summary: 'Stock value, counts, recent updates and 30 days of value history of a location',
        security: [{ bearer: [] }],
        querystring: locationQuery,
        response: { 200: inventorySummary, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => summarize(request.ctx, { locationId: request.query.location_id }),
  );
};

export default summaryRoutes;
