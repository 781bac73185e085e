import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const shoppingListsRoutes: FastifyPluginAsyncZod = async () => {};

export default shoppingListsRoutes;
