import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  category,
  createCategoryBody,
  idParams,
  optionalLocationQuery,
  updateCategoryBody,
} from '#contract/inventory.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import {
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from './categories.service.ts';

/** Categories of items. */
const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const tags = ['inventory'];

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'The categories of a location (or of all of the caller’s) in their order',
        security,
        querystring: optionalLocationQuery,
        response: { 200: z.array(category), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listCategories(request.ctx, { locationId: request.query.location_id }),
  );

  app.post(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Add a category (manager or owner)',
        security,
        body: createCategoryBody,
        response: { 201: category, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await createCategory(request.ctx, request.body)),
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
        response: { 200: category, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      updateCategory(request.ctx, { categoryId: request.params.id, changes: request.body }),
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Delete a category (manager or owner); its items keep no category',
        security,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await deleteCategory(request.ctx, { categoryId: request.params.id });
      return reply.code(204).send(null);
    },
  );
};

export default categoriesRoutes;
