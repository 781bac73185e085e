import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '../../../contract/health.ts';
import { checkHealth } from './health.service.ts';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (request, reply) => {
      const health = await checkHealth(request.publicCtx);
      return reply.code(health.database === 'ok' ? 200 : 503).send(health);
    },
  );
};

export default healthRoutes;
