import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, locationQuery } from '#contract/inventory.ts';
import {
  addMenuRecipeBody,
  addMenuStockItemBody,
  createMenuItemBody,
  listMenuQuery,
  menuCategories,
  menuCost,
  menuItem,
  menuRecipe,
  menuStockItem,
  menuStockItemParams,
  updateMenuItemBody,
} from '#contract/menu.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import {
  addMenuRecipe,
  addMenuStockItem,
  createMenuItem,
  deleteMenuItem,
  deleteMenuRecipe,
  deleteMenuStockItem,
  getMenuCost,
  getMenuItem,
  listMenu,
  listMenuCategories,
  updateMenuItem,
} from './menu.service.ts';

/** The menu under /api/menu (docs/api.md#menu). */
const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const tags = ['menu'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "A location's menu items with cost, margin and food cost %, by category and name",
        security,
        querystring: listMenuQuery,
        response: { 200: z.array(menuItem), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listMenu(request.ctx, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Add a menu item with its recipes and stock items (manager or owner)',
        security,
        body: createMenuItemBody,
        response: { 201: menuItem, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await createMenuItem(request.ctx, request.body)),
  );

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: "The categories of a location's menu, sorted",
        security,
        querystring: locationQuery,
        response: { 200: menuCategories, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listMenuCategories(request.ctx, { locationId: request.query.location_id }),
  );

  app.delete(
    '/recipes/:id',
    {
      schema: {
        tags,
        summary: 'Remove a recipe from a menu item (manager or owner)',
        security,
        params: idParams,
        response: { 204: z.null().describe('Removed'), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await deleteMenuRecipe(request.ctx, { menuRecipeId: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One menu item with its recipes, cost, margin and food cost %',
        security,
        params: idParams,
        response: { 200: menuItem, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => getMenuItem(request.ctx, { menuItemId: request.params.id }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary:
          'Edit a menu item; recipes and stock items, when given, replace all of theirs (manager or owner)',
        security,
        params: idParams,
        body: updateMenuItemBody,
        response: { 200: menuItem, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      updateMenuItem(request.ctx, { menuItemId: request.params.id, changes: request.body }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a menu item (manager or owner); its recipes stay',
        security,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await deleteMenuItem(request.ctx, { menuItemId: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:id/recipes',
    {
      schema: {
        tags,
        summary: 'Add a recipe (so many portions) to a menu item (manager or owner)',
        security,
        params: idParams,
        body: addMenuRecipeBody,
        response: { 201: menuRecipe, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addMenuRecipe(request.ctx, { menuItemId: request.params.id, line: request.body }),
        ),
  );

  app.post(
    '/:id/items',
    {
      schema: {
        tags,
        summary:
          'Add a stock item used directly (a bottle of beer, 175 ml of wine) to a menu item (manager or owner)',
        security,
        params: idParams,
        body: addMenuStockItemBody,
        response: { 201: menuStockItem, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await addMenuStockItem(request.ctx, {
          menuItemId: request.params.id,
          line: request.body,
        }),
      ),
  );

  app.delete(
    '/:id/items/:lineId',
    {
      schema: {
        tags,
        summary: 'Remove a stock item from a menu item (manager or owner)',
        security,
        params: menuStockItemParams,
        response: { 204: z.null().describe('Removed'), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await deleteMenuStockItem(request.ctx, {
        menuItemId: request.params.id,
        lineId: request.params.lineId,
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/:id/cost',
    {
      schema: {
        tags,
        summary: 'The cost, margin and food cost % of a menu item, recipe by recipe',
        security,
        params: idParams,
        response: { 200: menuCost, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => getMenuCost(request.ctx, { menuItemId: request.params.id }),
  );
};

export default menuRoutes;
