import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '#contract/health.ts';
import { checkHealth } from './health.service.ts';
import { HEALTH_PATH } from './probe-logging.ts';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    HEALTH_PATH,
    {
      schema: {
        tags: ['health'],
        summary:
          'Liveness, database check, and Redis when configured (Redis down still answers 200)',
        security: [],
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (request, reply) => {
      const health = await checkHealth(request.publicCtx, app.redis);
      return reply.code(health.database === 'ok' ? 200 : 503).send(health);
    },
  );
};

export default healthRoutes;
