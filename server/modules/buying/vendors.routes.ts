import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const vendorsRoutes: FastifyPluginAsyncZod = async () => {};

export default vendorsRoutes;
