import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createLocationBody,
  location,
  locationListItem,
  locationParams,
  updateLocationBody,
} from '#contract/locations.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import {
  createLocation,
  deleteLocation,
  getLocation,
  listLocations,
  updateLocation,
} from './locations.service.ts';
import exportRoutes from './export.routes.ts';
import importRoutes from './import.routes.ts';
import teamRoutes from './team.routes.ts';

/** Locations under /api/locations; invite codes and members beside (team.routes.ts). */
const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const security = [{ bearer: [] }];
  const tags = ['locations'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'The locations the user belongs to, with their role',
        security,
        response: { 200: z.array(locationListItem), ...errorResponses(401) },
      },
    },
    async (request) => listLocations(request.ctx),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create a location; the caller becomes its owner',
        security,
        body: createLocationBody,
        response: { 201: location, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createLocation(request.ctx, { settings: request.body })),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'A location with its members (and invite codes for managers and owners)',
        security,
        params: locationParams,
        response: { 200: location, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => getLocation(request.ctx, { locationId: request.params.id }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: "Change the location's settings (manager or owner)",
        security,
        params: locationParams,
        body: updateLocationBody,
        response: { 200: location, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) =>
      updateLocation(request.ctx, { locationId: request.params.id, changes: request.body }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete the location and everything in it (owner)',
        security,
        params: locationParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      await deleteLocation(request.ctx, { locationId: request.params.id });
      return reply.code(204).send(null);
    },
  );

  await app.register(teamRoutes);
  await app.register(exportRoutes);
  await app.register(importRoutes);
};

export default locationsRoutes;
