import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMPORT_MAX_ROWS, importBody, importResponse } from '#contract/inventory.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import { countJsonBodies } from '#server/lib/import-table/json-body.ts';
import { importItems } from './import.service.ts';

/** A CSV of a few thousand items is larger than the default 1 MB body. */
const IMPORT_BODY_LIMIT = 6 * 1024 * 1024;

/** Bulk import of items from CSV text or JSON rows. */
const importRoutes: FastifyPluginAsyncZod = async (app) => {
  // Rows past the limits of a table are refused before the body is parsed.
  countJsonBodies(app, 'rows', IMPORT_MAX_ROWS);
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
        response: { 200: importResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => importItems(request.ctx, request.body),
  );
};

export default importRoutes;
