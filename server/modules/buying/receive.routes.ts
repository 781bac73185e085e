import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '#contract/inventory.ts';
import { receiveListBody, receiveListResponse } from '#contract/shopping-lists.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import { receiveList } from './receive.service.ts';

/** Receiving a delivery into stock (every member). */
const receiveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/receive',
    {
      schema: {
        tags: ['shopping-lists'],
        summary:
          'Receive a delivery: add the packs to stock, note short lines and price changes; 409 when already received',
        security: [{ bearer: [] }],
        params: idParams,
        body: receiveListBody,
        response: { 200: receiveListResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      receiveList(request.ctx, { listId: request.params.id, delivery: request.body }),
  );
};

export default receiveRoutes;
