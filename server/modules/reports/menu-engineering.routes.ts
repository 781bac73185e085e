import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { menuEngineeringQuery, menuEngineeringReport } from '#contract/reports.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import { menuEngineering } from './menu-engineering.service.ts';

/** Menu engineering of a period (docs/api.md#menu-engineering). */
const menuEngineeringRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/menu-engineering',
    {
      schema: {
        tags: ['reports'],
        summary:
          'Kasavana–Smith menu engineering of the menu items sold in a period: margin, menu mix and class (manager or owner)',
        security: [{ bearer: [] }],
        querystring: menuEngineeringQuery,
        response: { 200: menuEngineeringReport, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => menuEngineering(request.ctx, request.query),
  );
};

export default menuEngineeringRoutes;
