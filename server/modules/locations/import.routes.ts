import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LOCATION_IMPORT_MAX_BYTES,
  locationExport,
  locationImportResponse,
} from '#contract/location-export.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import { countLocationFiles } from './import-body.ts';
import { importLocation } from './import.service.ts';

/**
 * A location's file read into a new location the caller owns (decision 031). A plugin of its
 * own: the file's parser, which counts rows before parsing, is for this route alone.
 */
const importRoutes: FastifyPluginAsyncZod = async (app) => {
  countLocationFiles(app);
  app.post(
    '/import',
    {
      bodyLimit: LOCATION_IMPORT_MAX_BYTES,
      schema: {
        tags: ['locations'],
        summary:
          'Read a location file into a new location the caller owns; nothing is written when the file is bad',
        security: [{ bearer: [] }],
        body: locationExport,
        response: { 201: locationImportResponse, ...errorResponses(401, 413, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await importLocation(request.ctx, { file: request.body })),
  );
};

export default importRoutes;
