import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import menuEngineeringRoutes from './menu-engineering.routes.ts';
import parSuggestionsRoutes from './par-suggestions.routes.ts';
import varianceRoutes from './variance.routes.ts';

/**
 * Reports under /api/reports (docs/api.md#reports): read-only answers built from the counts,
 * the changelog, the sales and the recipes. Every route is signed in.
 */
const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(varianceRoutes);
  await app.register(parSuggestionsRoutes);
  await app.register(menuEngineeringRoutes);
};

export default reportsRoutes;
