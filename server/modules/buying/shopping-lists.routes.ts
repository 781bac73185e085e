import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, locationQuery } from '#contract/inventory.ts';
import {
  createListBody,
  generateListsBody,
  list,
  listListsQuery,
  listSummary,
  listWithItems,
  purchaseList,
  updateListBody,
} from '#contract/shopping-lists.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import { generateLists } from './generate.service.ts';
import listItemsRoutes from './list-items.routes.ts';
import {
  createList,
  deleteList,
  getList,
  listLists,
  listVendorLists,
  summarizeList,
  updateList,
} from './lists.service.ts';
import { purchaseList as loadPurchaseList } from './purchase-list.service.ts';
import receiveRoutes from './receive.routes.ts';
import sendRoutes from './send.routes.ts';

/** Shopping lists under /api/shopping-lists (docs/api.md#shopping-lists). */
const shoppingListsRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const tags = ['shopping-lists'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'The shopping lists of a location, newest first, optionally of one status',
        security,
        querystring: listListsQuery,
        response: { 200: z.array(list), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) =>
      listLists(request.ctx, {
        locationId: request.query.location_id,
        status: request.query.status,
      }),
  );

  app.get(
    '/purchase-list',
    {
      schema: {
        tags,
        summary: 'The lines not yet ticked of the draft and sent lists, grouped by vendor',
        security,
        querystring: locationQuery,
        response: { 200: purchaseList, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => loadPurchaseList(request.ctx, { locationId: request.query.location_id }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Start an empty draft list (manager or owner)',
        security,
        body: createListBody,
        response: { 201: listWithItems, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await createList(request.ctx, request.body)),
  );

  app.post(
    '/generate',
    {
      schema: {
        tags,
        summary:
          'Draft one list per vendor of what is at or below its reorder point (manager or owner)',
        security,
        body: generateListsBody,
        response: { 201: z.array(list), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await generateLists(request.ctx, request.body)),
  );

  app.get(
    '/vendor/:id',
    {
      schema: {
        tags,
        summary: 'The lists of one vendor, newest first',
        security,
        params: idParams,
        response: { 200: z.array(list), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => listVendorLists(request.ctx, { vendorId: request.params.id }),
  );

  app.get(
    '/summary/:id',
    {
      schema: {
        tags,
        summary: "A list's counts and totals, by category",
        security,
        params: idParams,
        response: { 200: listSummary, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => summarizeList(request.ctx, { listId: request.params.id }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One list with its lines',
        security,
        params: idParams,
        response: { 200: listWithItems, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => getList(request.ctx, { listId: request.params.id }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: "Rename a list, change its notes, or a draft's vendor (manager or owner)",
        security,
        params: idParams,
        body: updateListBody,
        response: { 200: listWithItems, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      updateList(request.ctx, { listId: request.params.id, changes: request.body }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a draft or sent list with its lines (manager or owner); 409 once received',
        security,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await deleteList(request.ctx, { listId: request.params.id });
      return reply.code(204).send(null);
    },
  );

  await app.register(listItemsRoutes);
  await app.register(sendRoutes);
  await app.register(receiveRoutes);
};

export default shoppingListsRoutes;
