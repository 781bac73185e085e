import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/errors.ts';
import { importBody, importResponse } from '../../../contract/inventory.ts';
import { requireAuth } from '../auth/auth.service.ts';
import { importItems } from './import.service.ts';
import type { InventoryRouteOptions } from './inventory.routes.ts';

/** A CSV of a few thousand items is larger than the default 1 MB body. */
const IMPORT_BODY_LIMIT = 6 * 1024 * 1024;

/** Bulk import of items from CSV text or JSON rows. */
const importRoutes: FastifyPluginAsyncZod<InventoryRouteOptions> = async (app, { ctx }) => {
  app.post(
    '/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['inventory'],
        summary:
          'Import items (manager or owner): names match case-insensitively; nothing is written when a row is bad',
        security: [{ bearer: [] }],
        body: importBody,
        response: { 200: importResponse, 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => importItems(ctx, requireAuth(request.auth).userId, request.body),
  );
};

export default importRoutes;
