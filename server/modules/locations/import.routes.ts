import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LOCATION_IMPORT_MAX_BYTES,
  locationExport,
  locationImportResponse,
} from '#contract/location-export.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import { importLocation, removeAbandonedImports } from './import.service.ts';

/** An import that began this long ago and never ended is abandoned (another server's too). */
const ABANDONED_AFTER_MS = 6 * 60 * 60 * 1000;

/**
 * A location's file read into a new location the caller owns (decisions 031, 032). A plugin
 * of its own: the body is kept as bytes, not parsed here; it is counted, parsed and checked
 * against `locationExport` in a thread of its own (import-thread.ts), whose refusals answer
 * as the schema's would. The schema below documents the body.
 */
const importRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  // Imports the server was writing when it stopped are removed before it serves. The embedded
  // database has no other server: every unfinished import is this one's. PostgreSQL may be
  // shared by several: only those older than any import takes.
  app.addHook('onReady', async () => {
    const now = app.clock();
    const before =
      app.database.driver === 'postgres'
        ? new Date(now.getTime() - ABANDONED_AFTER_MS)
        : new Date(now.getTime() + 1);
    // A database that is not there yet must not stop the server: /health says so, and the
    // next start removes them.
    try {
      const removed = await removeAbandonedImports(app.db, before);
      if (removed > 0) app.log.warn({ removed }, 'removed locations of unfinished imports');
    } catch (error) {
      app.log.warn({ err: error }, 'could not remove the locations of unfinished imports');
    }
  });

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
      // The body is checked in the import's thread, not on the server's event loop.
      validatorCompiler: () => (value) => ({ value }),
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await importLocation(request.ctx, { bytes: request.body as unknown as Buffer })),
  );
};

export default importRoutes;
