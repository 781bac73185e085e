import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import categoriesRoutes from './categories.routes.ts';
import changelogRoutes from './changelog.routes.ts';
import countsRoutes from './counts.routes.ts';
import importRoutes from './import.routes.ts';
import itemsRoutes from './items.routes.ts';
import summaryRoutes from './summary.routes.ts';
import wasteRoutes from './waste.routes.ts';

/**
 * Inventory under /api/inventory: items, counts, waste, categories, changelog, import
 * (docs/api.md#inventory) and the dashboard summary. Every route is signed in: handlers pass
 * `request.ctx` and one input object to a service.
 */
const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(categoriesRoutes);
  await app.register(changelogRoutes);
  await app.register(countsRoutes);
  await app.register(importRoutes);
  await app.register(itemsRoutes);
  await app.register(summaryRoutes);
  await app.register(wasteRoutes);
};

export default inventoryRoutes;
