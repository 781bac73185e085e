import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '#contract/inventory.ts';
import {
  updateQuantityBody,
  updateQuantityHeaders,
  updateQuantityResponse,
} from '#contract/stock-updates.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import { updateQuantity } from './counts.service.ts';

/** Counting: set an item's quantity, with optimistic version and Idempotency-Key. */
const countsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/update/:id',
    {
      schema: {
        tags: ['inventory'],
        summary:
          'Set the quantity of an item (count, waste, adjust, undo); 409 with the current item on a stale version',
        security: [{ bearer: [] }],
        params: idParams,
        headers: updateQuantityHeaders,
        body: updateQuantityBody,
        response: { 200: updateQuantityResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const answer = await updateQuantity(request.ctx, {
        itemId: request.params.id,
        change: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return answer.result;
    },
  );
};

export default countsRoutes;
