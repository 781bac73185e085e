import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '#contract/inventory.ts';
import {
  addListItemBody,
  listItem,
  tickListItemBody,
  updateListItemBody,
} from '#contract/shopping-lists.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import { addListItem, deleteListItem, tickListItem, updateListItem } from './list-items.service.ts';

/** The lines of a list: add, change, remove (a draft's, manager or owner), tick (anyone). */
const listItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const tags = ['shopping-lists'];

  app.post(
    '/:id/items',
    {
      schema: {
        tags,
        summary: 'Add a line to a draft list: an inventory item or free text (manager or owner)',
        security,
        params: idParams,
        body: addListItemBody,
        response: { 201: listItem, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addListItem(request.ctx, { listId: request.params.id, line: request.body })),
  );

  app.put(
    '/items/:id',
    {
      schema: {
        tags,
        summary: 'Change a line of a draft list (manager or owner)',
        security,
        params: idParams,
        body: updateListItemBody,
        response: { 200: listItem, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      updateListItem(request.ctx, { lineId: request.params.id, changes: request.body }),
  );

  app.delete(
    '/items/:id',
    {
      schema: {
        tags,
        summary: 'Remove a line of a draft list (manager or owner)',
        security,
        params: idParams,
        response: { 204: z.null().describe('Removed'), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await deleteListItem(request.ctx, { lineId: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/items/:id/completed',
    {
      schema: {
        tags,
        summary: 'Tick a line off while shopping, or back on (every member)',
        security,
        params: idParams,
        body: tickListItemBody,
        response: { 200: listItem, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      tickListItem(request.ctx, { lineId: request.params.id, completed: request.body.completed }),
  );
};

export default listItemsRoutes;
