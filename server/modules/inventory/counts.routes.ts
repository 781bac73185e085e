import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/errors.ts';
import {
  idParams,
  updateQuantityBody,
  updateQuantityHeaders,
  updateQuantityResponse,
} from '../../../contract/inventory.ts';
import { requireAuth } from '../auth/auth.service.ts';
import { updateQuantity } from './counts.service.ts';
import type { InventoryRouteOptions } from './inventory.routes.ts';

/** Counting: set an item's quantity, with optimistic version and Idempotency-Key. */
const countsRoutes: FastifyPluginAsyncZod<InventoryRouteOptions> = async (app, { ctx }) => {
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
        response: {
          200: updateQuantityResponse,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      const answer = await updateQuantity(
        ctx,
        requireAuth(request.auth).userId,
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(answer.statusCode).send(answer.body);
    },
  );
};

export default countsRoutes;
