import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../contract/errors.ts';
import {
  createLocationBody,
  location,
  locationListItem,
  locationParams,
  updateLocationBody,
} from '../../../contract/locations.ts';
import { requireAuth } from '../auth/auth.service.ts';
import {
  createLocation,
  deleteLocation,
  getLocation,
  listLocations,
  updateLocation,
} from './locations.service.ts';
import type { MembershipEvent, TeamContext } from './members.service.ts';
import teamRoutes from './team.routes.ts';

interface RealtimePublisher {
  publish(event: MembershipEvent): Promise<void>;
}

/**
 * Announces membership changes through the realtime plugin when it is registered. The change
 * has committed already: a failed announcement is logged, never turned into a failed request.
 */
function membershipPublisher(app: FastifyInstance): TeamContext['publish'] {
  return async (event) => {
    if (!app.hasDecorator('realtime')) return;
    const { realtime } = app as unknown as { realtime: RealtimePublisher };
    await realtime.publish(event).catch((error: unknown) => {
      app.log.warn({ err: error, event: event.type }, 'realtime publish failed');
    });
  };
}

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
        response: { 200: z.array(locationListItem), 401: errorBody },
      },
    },
    async (request) => listLocations(app.db, requireAuth(request.auth).userId),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create a location; the caller becomes its owner',
        security,
        body: createLocationBody,
        response: { 201: location, 401: errorBody, 422: errorBody },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createLocation(app.db, requireAuth(request.auth).userId, request.body)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'A location with its members (and invite codes for managers and owners)',
        security,
        params: locationParams,
        response: { 200: location, 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => getLocation(app.db, requireAuth(request.auth).userId, request.params.id),
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
        response: { 200: location, 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request) =>
      updateLocation(app.db, requireAuth(request.auth).userId, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete the location and everything in it (owner)',
        security,
        params: locationParams,
        response: {
          204: z.null().describe('Deleted'),
          401: errorBody,
          403: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      await deleteLocation(app.db, requireAuth(request.auth).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  await app.register(teamRoutes, { publish: membershipPublisher(app) });
};

export default locationsRoutes;
