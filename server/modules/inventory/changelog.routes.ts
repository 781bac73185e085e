import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../contract/errors.ts';
import { changelogQuery, stockUpdate } from '../../../contract/inventory.ts';
import { requireAuth } from '../auth/auth.service.ts';
import { listChangelog } from './changelog.service.ts';
import type { InventoryRouteOptions } from './inventory.routes.ts';

/** The changelog of stock updates. */
const changelogRoutes: FastifyPluginAsyncZod<InventoryRouteOptions> = async (app, { ctx }) => {
  app.get(
    '/updates/changelog',
    {
      schema: {
        tags: ['inventory'],
        summary: 'Stock updates of a location, newest first; `before` (an update id) pages',
        security: [{ bearer: [] }],
        querystring: changelogQuery,
        response: { 200: z.array(stockUpdate), 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => listChangelog(ctx, requireAuth(request.auth).userId, request.query),
  );
};

export default changelogRoutes;
