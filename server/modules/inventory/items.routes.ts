import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../contract/errors.ts';
import {
  createItemBody,
  idParams,
  item,
  type Item,
  listItemsQuery,
  updateItemBody,
} from '../../../contract/inventory.ts';
import { requireAuth } from '../auth/auth.service.ts';
import type { InventoryRouteOptions } from './inventory.routes.ts';
import { archiveItem, createItem, getItem, listItemsJson, updateItem } from './items.service.ts';

/** Items: list, read, add, edit, archive. */
const itemsRoutes: FastifyPluginAsyncZod<InventoryRouteOptions> = async (app, { ctx }) => {
  const security = [{ bearer: [] }];
  const tags = ['inventory'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'The items of a location (archived ones only with include_archived=true)',
        security,
        querystring: listItemsQuery,
        response: { 200: z.array(item), 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const json = await listItemsJson(ctx, requireAuth(request.auth).userId, request.query);
      // Already JSON, built by the database (items.service.ts): sent as it is, since a string
      // with a JSON content type is not serialised again. The schema above still documents it.
      return reply.type('application/json; charset=utf-8').send(json as unknown as Item[]);
    },
  );

  app.post(
    '/add-item',
    {
      schema: {
        tags,
        summary: 'Add an item (manager or owner); a starting quantity is logged as a count',
        security,
        body: createItemBody,
        response: {
          201: item,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createItem(ctx, requireAuth(request.auth).userId, request.body)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One item, archived or not',
        security,
        params: idParams,
        response: { 200: item, 401: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => getItem(ctx, requireAuth(request.auth).userId, request.params.id),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: "Edit an item's fields except its quantity (manager or owner)",
        security,
        params: idParams,
        body: updateItemBody,
        response: {
          200: item,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) =>
      updateItem(ctx, requireAuth(request.auth).userId, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Archive an item (manager or owner); its history stays',
        security,
        params: idParams,
        response: {
          204: z.null().describe('Archived'),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      await archiveItem(ctx, requireAuth(request.auth).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default itemsRoutes;
