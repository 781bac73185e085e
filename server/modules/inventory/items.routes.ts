import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createItemBody,
  idParams,
  item,
  type Item,
  listItemsQuery,
  updateItemBody,
} from '#contract/inventory.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import { archiveItem, createItem, getItem, listItemsAnswer, updateItem } from './items.service.ts';
import { encodedList, listEncoding } from './list-cache.ts';

/** Items: list, read, add, edit, archive. */
const itemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const tags = ['inventory'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'The items of a location, or of every location of the caller without location_id (archived ones only with include_archived=true)',
        security,
        querystring: listItemsQuery,
        response: { 200: z.array(item), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const answer = await listItemsAnswer(request.ctx, request.query);
      const type = 'application/json; charset=utf-8';
      // Already JSON, built by the database (items.service.ts): sent as it is, since a string
      // or buffer with a JSON content type is not serialised again. The schema above still
      // documents it.
      if ('json' in answer) return reply.type(type).send(answer.json as unknown as Item[]);
      // A whole location's list from the list cache: its tag, so the body is not hashed again
      // (plugins/etag.ts), and compressed once for every reader (the plugin leaves an answer
      // that has its Content-Encoding alone).
      const { cached } = answer;
      reply.type(type).header('etag', `W/${cached.etag}`).header('vary', 'accept-encoding');
      const encoding = listEncoding(request.headers);
      if (encoding === undefined) return reply.send(cached.body as unknown as Item[]);
      const body = await encodedList(cached, encoding);
      return reply.header('content-encoding', encoding).send(body as unknown as Item[]);
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
        response: { 201: item, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await createItem(request.ctx, request.body)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One item, archived or not',
        security,
        params: idParams,
        response: { 200: item, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => getItem(request.ctx, { itemId: request.params.id }),
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
        response: { 200: item, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      updateItem(request.ctx, { itemId: request.params.id, changes: request.body }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Archive an item (manager or owner); its history stays',
        security,
        params: idParams,
        response: { 204: z.null().describe('Archived'), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await archiveItem(request.ctx, { itemId: request.params.id });
      return reply.code(204).send(null);
    },
  );
};

export default itemsRoutes;
