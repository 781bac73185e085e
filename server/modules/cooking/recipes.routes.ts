import multipart from '@fastify/multipart';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '#contract/inventory.ts';
import {
  addIngredientBody,
  createRecipeBody,
  ingredient,
  listRecipesQuery,
  RECIPE_IMPORT_MAX_BYTES,
  recipe,
  recipeCost,
  recipeImportFields,
  recipeImportResponse,
  updateIngredientBody,
  updateRecipeBody,
} from '#contract/recipes.ts';
import { AppError } from '#server/lib/app-error.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import { addIngredient, deleteIngredient, updateIngredient } from './ingredients.service.ts';
import type { ImportFile } from './recipe-import-file.ts';
import { importRecipes } from './recipe-import.service.ts';
import {
  createRecipe,
  deleteRecipe,
  getRecipe,
  getRecipeCost,
  listRecipes,
  updateRecipe,
} from './recipes.service.ts';

/** The `location_id` field and the first `file` part of a multipart body, read to its end. */
async function readParts(request: FastifyRequest) {
  let locationId: unknown;
  let file: ImportFile | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // Read (and so drain) every file part; only the first `file` counts.
      const data = await part.toBuffer();
      if (part.fieldname === 'file' && !file) {
        file = { filename: part.filename, mimetype: part.mimetype, data };
      }
    } else if (part.fieldname === 'location_id') {
      locationId = part.value;
    }
  }
  return { locationId, file };
}

/**
 * A body the multipart reader could not read to its end (cut off, a part without its
 * boundary) is the sender's mistake: 400. The reader's own refusals keep their status (a file
 * over the limit: 413).
 */
function unreadableUpload(error: unknown): never {
  if (error instanceof AppError || typeof (error as FastifyError).statusCode === 'number') {
    throw error;
  }
  throw new AppError(
    'BAD_REQUEST',
    'The upload was cut off or is not a valid form. Send it again.',
  );
}

/** The fields and the file of a multipart bulk import; the location id checked like a body. */
async function readImportUpload(request: FastifyRequest) {
  const { locationId, file } = await readParts(request).catch(unreadableUpload);
  const fields = recipeImportFields.safeParse({ location_id: locationId });
  if (!fields.success) {
    const details = fields.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    throw new AppError('VALIDATION_ERROR', 'Please check your input and try again.', details);
  }
  return { locationId: fields.data.location_id, file };
}

/** Recipes under /api/recipes (docs/api.md#recipes). */
const recipesRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const tags = ['recipes'];
  await app.register(multipart, {
    limits: { fileSize: RECIPE_IMPORT_MAX_BYTES, files: 1, fields: 10, parts: 12 },
  });

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'The recipes of a location, by name, costed from current prices',
        security,
        querystring: listRecipesQuery,
        response: { 200: z.array(recipe), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listRecipes(request.ctx, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Add a recipe with its ingredients (manager or owner)',
        security,
        body: createRecipeBody,
        response: { 201: recipe, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await createRecipe(request.ctx, request.body)),
  );

  app.post(
    '/bulk-import',
    {
      schema: {
        tags,
        summary:
          'Import recipes from a CSV or XLSX file (multipart: file, location_id), one row per ingredient; nothing is written unless every row is valid',
        security,
        consumes: ['multipart/form-data'],
        response: {
          200: recipeImportResponse,
          ...errorResponses(400, 401, 403, 413, 422),
        },
      },
    },
    async (request) => importRecipes(request.ctx, await readImportUpload(request)),
  );

  app.put(
    '/ingredients/:id',
    {
      schema: {
        tags,
        summary: "Change an ingredient's quantity, unit or waste (manager or owner)",
        security,
        params: idParams,
        body: updateIngredientBody,
        response: { 200: ingredient, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      updateIngredient(request.ctx, { ingredientId: request.params.id, changes: request.body }),
  );

  app.delete(
    '/ingredients/:id',
    {
      schema: {
        tags,
        summary: 'Remove an ingredient from its recipe (manager or owner)',
        security,
        params: idParams,
        response: { 204: z.null().describe('Removed'), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await deleteIngredient(request.ctx, { ingredientId: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One recipe with its ingredients, costed from current prices',
        security,
        params: idParams,
        response: { 200: recipe, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => getRecipe(request.ctx, { recipeId: request.params.id }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Edit a recipe; ingredients, when given, replace all of them (manager or owner)',
        security,
        params: idParams,
        body: updateRecipeBody,
        response: { 200: recipe, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      updateRecipe(request.ctx, { recipeId: request.params.id, changes: request.body }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a recipe (manager or owner); refused while a recipe or menu item uses it',
        security,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await deleteRecipe(request.ctx, { recipeId: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:id/ingredients',
    {
      schema: {
        tags,
        summary: 'Add an ingredient (an inventory item or a recipe) to a recipe (manager or owner)',
        security,
        params: idParams,
        body: addIngredientBody,
        response: { 201: ingredient, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addIngredient(request.ctx, { recipeId: request.params.id, line: request.body }),
        ),
  );

  app.get(
    '/:id/cost',
    {
      schema: {
        tags,
        summary: 'The cost breakdown of a recipe from current prices, with what is missing',
        security,
        params: idParams,
        response: { 200: recipeCost, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => getRecipeCost(request.ctx, { recipeId: request.params.id }),
  );
};

export default recipesRoutes;
