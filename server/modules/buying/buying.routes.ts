import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import shoppingListsRoutes from './shopping-lists.routes.ts';
import vendorsRoutes from './vendors.routes.ts';

/**
 * Buying under /api: vendors and their catalogues (/api/vendors, docs/api.md#vendors) and
 * shopping lists from generation to receiving (/api/shopping-lists,
 * docs/api.md#shopping-lists). Every route is signed in: handlers pass `request.ctx` and one
 * input object to a service.
 */
const buyingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(vendorsRoutes, { prefix: '/vendors' });
  await app.register(shoppingListsRoutes, { prefix: '/shopping-lists' });
};

export default buyingRoutes;
