import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '#contract/inventory.ts';
import { priceChange } from '#contract/prices.ts';
import {
  bulkCreateVendorItemsBody,
  bulkUpdatePricesBody,
  createVendorItemBody,
  preferredVendorItem,
  setPreferredBody,
  updateVendorItemBody,
  vendorItem,
  vendorItemParams,
} from '#contract/vendors.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import { getPriceHistory } from './prices.service.ts';
import {
  createVendorItem,
  deleteVendorItem,
  getPreferredVendorItem,
  listVendorItems,
  setPreferred,
  updateVendorItem,
} from './vendor-items.service.ts';
import { bulkCreateVendorItems, bulkUpdatePrices } from './vendor-items-bulk.service.ts';

/** A CSV-sized bulk of a few thousand lines is larger than the default 1 MB body. */
const BULK_BODY_LIMIT = 6 * 1024 * 1024;

/** Catalogue lines: list, add, edit, delete, bulk changes, the preferred line, price history. */
const vendorItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const tags = ['vendors'];

  app.get(
    '/:id/items',
    {
      schema: {
        tags,
        summary: "A vendor's catalogue lines, by name, each with its previous price",
        security,
        params: idParams,
        response: { 200: z.array(vendorItem), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => listVendorItems(request.ctx, { vendorId: request.params.id }),
  );

  app.post(
    '/:id/items',
    {
      schema: {
        tags,
        summary:
          "Add a line to a vendor's catalogue (manager or owner); is_preferred clears the item's other preferred line",
        security,
        params: idParams,
        body: createVendorItemBody,
        response: { 201: vendorItem, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createVendorItem(request.ctx, { vendorId: request.params.id, line: request.body }),
        ),
  );

  app.post(
    '/:id/items/bulk',
    {
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        summary:
          "Add many lines to a vendor's catalogue (manager or owner), all or nothing: 422 names every bad row",
        security,
        params: idParams,
        body: bulkCreateVendorItemsBody,
        response: { 201: z.array(vendorItem), ...errorResponses(401, 403, 404, 413, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await bulkCreateVendorItems(request.ctx, {
          vendorId: request.params.id,
          body: request.body,
        }),
      ),
  );

  app.put(
    '/:id/items/prices',
    {
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        summary:
          "Set many prices of a vendor's catalogue (manager or owner), all or nothing, each change recorded",
        security,
        params: idParams,
        body: bulkUpdatePricesBody,
        response: { 200: z.array(vendorItem), ...errorResponses(401, 403, 404, 413, 422) },
      },
    },
    async (request) =>
      bulkUpdatePrices(request.ctx, { vendorId: request.params.id, body: request.body }),
  );

  app.post(
    '/:id/items/:itemId/preferred',
    {
      schema: {
        tags,
        summary:
          "Make a line its inventory item's preferred one, clearing the other, or stop it being preferred (manager or owner)",
        security,
        params: vendorItemParams,
        body: setPreferredBody,
        response: { 200: vendorItem, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      setPreferred(request.ctx, {
        vendorId: request.params.id,
        vendorItemId: request.params.itemId,
        isPreferred: request.body.is_preferred,
      }),
  );

  app.put(
    '/items/:id',
    {
      schema: {
        tags,
        summary: 'Edit a catalogue line (manager or owner); a new price is recorded as manual',
        security,
        params: idParams,
        body: updateVendorItemBody,
        response: { 200: vendorItem, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      updateVendorItem(request.ctx, { vendorItemId: request.params.id, changes: request.body }),
  );

  app.delete(
    '/items/:id',
    {
      schema: {
        tags,
        summary:
          'Delete a catalogue line and its price history (manager or owner); refused while a shopping list holds it',
        security,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await deleteVendorItem(request.ctx, { vendorItemId: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/items/:id/price-history',
    {
      schema: {
        tags,
        summary: "A catalogue line's price changes, newest first",
        security,
        params: idParams,
        response: { 200: z.array(priceChange), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => getPriceHistory(request.ctx, { vendorItemId: request.params.id }),
  );

  app.get(
    '/inventory/:id/preferred',
    {
      schema: {
        tags,
        summary:
          "An inventory item's preferred catalogue line with its vendor's name; 404 when none",
        security,
        params: idParams,
        response: { 200: preferredVendorItem, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => getPreferredVendorItem(request.ctx, { itemId: request.params.id }),
  );
};

export default vendorItemsRoutes;
