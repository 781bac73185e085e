import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '#contract/inventory.ts';
import { priceIncrease } from '#contract/prices.ts';
import {
  createVendorBody,
  updateVendorBody,
  vendor,
  vendorLocationQuery,
  vendorStats,
} from '#contract/vendors.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import catalogRoutes from './catalog.routes.ts';
import { listPriceIncreases } from './prices.service.ts';
import vendorItemsRoutes from './vendor-items.routes.ts';
import {
  createVendor,
  deleteVendor,
  getVendor,
  getVendorStats,
  listVendors,
  updateVendor,
} from './vendors.service.ts';

/**
 * Vendors under /api/vendors (docs/api.md#vendors): the vendors themselves, their stats and the
 * dashboard's price rises here; catalogue lines and the catalogue import in their own files.
 */
const vendorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const tags = ['vendors'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'The vendors of a location, by name, each with its number of catalogue lines',
        security,
        querystring: vendorLocationQuery,
        response: { 200: z.array(vendor), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listVendors(request.ctx, { locationId: request.query.location_id }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Add a vendor (manager or owner); names are unique per location in any case',
        security,
        body: createVendorBody,
        response: { 201: vendor, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await createVendor(request.ctx, request.body)),
  );

  app.get(
    '/price-increases',
    {
      schema: {
        tags,
        summary:
          'Catalogue lines whose price rose more than 5% within the last 30 days, newest change first',
        security,
        querystring: vendorLocationQuery,
        response: { 200: z.array(priceIncrease), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listPriceIncreases(request.ctx, { locationId: request.query.location_id }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One vendor',
        security,
        params: idParams,
        response: { 200: vendor, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => getVendor(request.ctx, { vendorId: request.params.id }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: "Edit a vendor's fields (manager or owner)",
        security,
        params: idParams,
        body: updateVendorBody,
        response: { 200: vendor, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      updateVendor(request.ctx, { vendorId: request.params.id, changes: request.body }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary:
          'Delete a vendor and its catalogue (manager or owner); refused while shopping lists name it or its lines',
        security,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await deleteVendor(request.ctx, { vendorId: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/:id/stats',
    {
      schema: {
        tags,
        summary: "A vendor's catalogue and orders in figures",
        security,
        params: idParams,
        response: { 200: vendorStats, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => getVendorStats(request.ctx, { vendorId: request.params.id }),
  );

  await app.register(vendorItemsRoutes);
  await app.register(catalogRoutes);
};

export default vendorsRoutes;
