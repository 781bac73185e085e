import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/errors.ts';
import { inventorySummary, locationQuery } from '../../../contract/inventory.ts';
import { requireAuth } from '../auth/auth.service.ts';
import type { InventoryRouteOptions } from './inventory.routes.ts';
import { inventorySummary as summarize } from './summary.service.ts';

/** The dashboard's figures. */
const summaryRoutes: FastifyPluginAsyncZod<InventoryRouteOptions> = async (app, { ctx }) => {
  app.get(
    '/summary',
    {
      schema: {
        tags: ['inventory'],
        summary: 'Stock value, counts, recent updates and 30 days of value history of a location',
        security: [{ bearer: [] }],
        querystring: locationQuery,
        response: { 200: inventorySummary, 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => summarize(ctx, requireAuth(request.auth).userId, request.query.location_id),
  );
};

export default summaryRoutes;
