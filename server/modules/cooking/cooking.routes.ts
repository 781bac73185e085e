import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import menuRoutes from './menu.routes.ts';
import recipesRoutes from './recipes.routes.ts';

/**
 * Cooking and selling under /api: recipes (/api/recipes) and the menu (/api/menu),
 * docs/api.md#recipes-and-menu. Every route is signed in: handlers pass `request.ctx` and one input
 * object to a service.
 */
const cookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(recipesRoutes, { prefix: '/recipes' });
  await app.register(menuRoutes, { prefix: '/menu' });
};

export default cookingRoutes;
