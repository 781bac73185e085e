import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changelogQuery, stockUpdate } from '#contract/stock-updates.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import { listChangelog } from './changelog.service.ts';

/** The changelog of stock updates. */
const changelogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/updates/changelog',
    {
      schema: {
        tags: ['inventory'],
        summary:
          'Stock updates of a location (or of all of the caller’s), newest first; `before` (an update id) pages',
        security: [{ bearer: [] }],
        querystring: changelogQuery,
        response: { 200: z.array(stockUpdate), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listChangelog(request.ctx, request.query),
  );
};

export default changelogRoutes;
