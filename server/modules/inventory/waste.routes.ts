import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '#contract/inventory.ts';
import { updateQuantityHeaders, wasteBody, wasteResponse } from '#contract/stock-updates.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import { recordWaste } from './waste.service.ts';

/** Waste: stock spilt, broken, given away, expired or drunk, with its cause. */
const wasteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/waste',
    {
      schema: {
        tags: ['inventory'],
        summary:
          'Record waste of an item: takes the quantity off its stock, with its cause (Idempotency-Key accepted)',
        security: [{ bearer: [] }],
        params: idParams,
        headers: updateQuantityHeaders,
        body: wasteBody,
        response: { 200: wasteResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const answer = await recordWaste(request.ctx, {
        itemId: request.params.id,
        waste: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return answer.result;
    },
  );
};

export default wasteRoutes;
