import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parSuggestions, parSuggestionsQuery } from '#contract/reports.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import { parSuggestions as suggest } from './par-suggestions.service.ts';

/** Par levels from the usage the counts show (docs/api.md#par-suggestions). */
const parSuggestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/par-suggestions',
    {
      schema: {
        tags: ['reports'],
        summary:
          "Each item's average weekly usage from the closed counts of the last weeks, and a par level covering its vendor's delivery gap, in whole packs (manager or owner)",
        security: [{ bearer: [] }],
        querystring: parSuggestionsQuery,
        response: { 200: parSuggestions, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) =>
      suggest(request.ctx, { locationId: request.query.location_id, weeks: request.query.weeks }),
  );
};

export default parSuggestionsRoutes;
