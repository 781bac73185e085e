import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../contract/errors.ts';
import {
  category,
  createCategoryBody,
  idParams,
  locationQuery,
  updateCategoryBody,
} from '../../../contract/inventory.ts';
import { requireAuth } from '../auth/auth.service.ts';
import {
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from './categories.service.ts';
import type { InventoryRouteOptions } from './inventory.routes.ts';

/** Categories of items. */
const categoriesRoutes: FastifyPluginAsyncZod<InventoryRouteOptions> = async (app, { ctx }) => {
  const security = [{ bearer: [] }];
  const tags = ['inventory'];

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'The categories of a location in their order',
        security,
        querystring: locationQuery,
        response: { 200: z.array(category), 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request) =>
      listCategories(ctx, requireAuth(request.auth).userId, request.query.location_id),
  );

  app.post(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Add a category (manager or owner)',
        security,
        body: createCategoryBody,
        response: { 201: category, 401: errorBody, 403: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createCategory(ctx, requireAuth(request.auth).userId, request.body)),
  );

  app.put(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Rename or reorder a category (manager or owner)',
        security,
        params: idParams,
        body: updateCategoryBody,
        response: {
          200: category,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) =>
      updateCategory(ctx, requireAuth(request.auth).userId, request.params.id, request.body),
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Delete a category (manager or owner); its items keep no category',
        security,
        params: idParams,
        response: {
          204: z.null().describe('Deleted'),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      await deleteCategory(ctx, requireAuth(request.auth).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default categoriesRoutes;
