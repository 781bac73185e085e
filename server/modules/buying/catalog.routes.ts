import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '#contract/inventory.ts';
import { catalogImportBody, catalogImportResponse } from '#contract/catalog-import.ts';
import { VENDOR_BULK_MAX_ROWS } from '#contract/vendors.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import { countJsonBodies } from '#server/lib/import-table/json-body.ts';
import { importCatalog } from './catalog-import.service.ts';

/** A catalogue of a few thousand lines is larger than the default 1 MB body. */
const CATALOG_BODY_LIMIT = 6 * 1024 * 1024;

/** A vendor's catalogue imported from CSV text or rows. */
const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // Rows past the limits of a table are refused before the body is parsed.
  countJsonBodies(app, 'catalog', VENDOR_BULK_MAX_ROWS);
  app.post(
    '/:id/catalog',
    {
      bodyLimit: CATALOG_BODY_LIMIT,
      schema: {
        tags: ['vendors'],
        summary:
          "Import a vendor's catalogue (manager or owner): rows match lines by SKU, then name; good rows are written, bad rows reported",
        security: [{ bearer: [] }],
        params: idParams,
        body: catalogImportBody,
        response: { 200: catalogImportResponse, ...errorResponses(401, 403, 404, 413, 422) },
      },
    },
    async (request) =>
      importCatalog(request.ctx, { vendorId: request.params.id, body: request.body }),
  );
};

export default catalogRoutes;
