import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { varianceQuery, varianceReport } from '#contract/reports.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import { varianceReport as report } from './variance.service.ts';

/** The variance between two closed counts (docs/api.md#variance). */
const varianceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/variance',
    {
      schema: {
        tags: ['reports'],
        summary:
          'Per item: what the counts and deliveries say was used against what the sales should have used, between two closed counts (manager or owner)',
        security: [{ bearer: [] }],
        querystring: varianceQuery,
        response: { 200: varianceReport, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) =>
      report(request.ctx, {
        locationId: request.query.location_id,
        fromCountId: request.query.from_count,
        toCountId: request.query.to_count,
      }),
  );
};

export default varianceRoutes;
