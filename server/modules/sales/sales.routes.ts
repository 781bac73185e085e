import multipart from '@fastify/multipart';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '#contract/inventory.ts';
import {
  createSalesLineBody,
  listSalesQuery,
  SALES_IMPORT_MAX_BYTES,
  salesImportFields,
  salesImportResponse,
  salesLine,
  salesMappingBody,
  salesMappingResponse,
  salesMappingsQuery,
  salesMappingsResponse,
  salesPage,
} from '#contract/sales.ts';
import { AppError } from '#server/lib/app-error.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import { ABANDONED_SALES_IMPORT_MS, removeAbandonedSalesImports } from './import-steps.ts';
import { listSalesMappings, putSalesMapping } from './mappings.service.ts';
import type { SalesFile } from './sales-file.ts';
import { importSales } from './sales-import.service.ts';
import { createSalesLine, deleteSalesLine, listSales } from './sales-lines.service.ts';

/** The text fields and the first `file` part of a multipart body, read to its end. */
async function readParts(request: FastifyRequest) {
  const fields: Record<string, unknown> = {};
  let file: SalesFile | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // Read (and so drain) every file part; only the first `file` counts.
      const data = await part.toBuffer();
      if (part.fieldname === 'file' && !file) {
        file = { filename: part.filename, mimetype: part.mimetype, data };
      }
    } else if (['location_id', 'from', 'to', 'preview'].includes(part.fieldname)) {
      fields[part.fieldname] ??= part.value;
    }
  }
  return { fields, file };
}

/** A body the multipart reader could not read to its end is the sender's mistake: 400. */
function unreadableUpload(error: unknown): never {
  if (error instanceof AppError || typeof (error as FastifyError).statusCode === 'number') {
    throw error;
  }
  throw new AppError(
    'BAD_REQUEST',
    'The upload was cut off or is not a valid form. Send it again.',
  );
}

/** The fields and the file of a sales import; the fields checked like a body. */
async function readImportUpload(request: FastifyRequest) {
  const { fields, file } = await readParts(request).catch(unreadableUpload);
  const parsed = salesImportFields.safeParse(fields);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    throw new AppError('VALIDATION_ERROR', 'Please check your input and try again.', details);
  }
  const { location_id: locationId, from, to, preview } = parsed.data;
  return { locationId, period: { from, to }, preview, file };
}

/**
 * Sales under /api/sales (docs/api.md#sales): imports of POS exports, lines typed by hand, and
 * what each POS name is. Every route is signed in.
 */
const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  // The imports the server was writing when it stopped are removed, with their lines, before
  // it serves: every pending one on the embedded database (no other server uses it), those
  // older than any import takes on PostgreSQL (another server may be writing one).
  app.addHook('onReady', async () => {
    const now = app.clock();
    const before =
      app.database.driver === 'postgres'
        ? new Date(now.getTime() - ABANDONED_SALES_IMPORT_MS)
        : new Date(now.getTime() + 1);
    // A database that is not there yet must not stop the server: the next start removes them.
    try {
      const removed = await removeAbandonedSalesImports(app.db, before);
      if (removed > 0) app.log.warn({ removed }, 'removed the lines of unfinished sales imports');
    } catch (error) {
      app.log.warn({ err: error }, 'could not remove the lines of unfinished sales imports');
    }
  });

  const security = [{ bearer: [] }];
  const tags = ['sales'];
  await app.register(multipart, {
    limits: { fileSize: SALES_IMPORT_MAX_BYTES, files: 1, fields: 10, parts: 12 },
  });

  app.post(
    '/import',
    {
      schema: {
        tags,
        summary:
          'Import a POS export (multipart: file, location_id, from/to for a summary, preview): Square, Toast, Clover or the plain format, found by its header; lines already imported are skipped (manager or owner)',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: salesImportResponse, ...errorResponses(400, 401, 403, 413, 422, 429) },
      },
    },
    async (request) => importSales(request.ctx, await readImportUpload(request)),
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'The sales lines of a location in a range, newest first, a page at a time, with totals',
        security,
        querystring: listSalesQuery,
        response: { 200: salesPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listSales(request.ctx, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Add a sales line typed by hand: a menu item or a POS name (manager or owner)',
        security,
        body: createSalesLineBody,
        response: { 201: salesLine, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSalesLine(request.ctx, request.body)),
  );

  app.get(
    '/mappings',
    {
      schema: {
        tags,
        summary:
          'What each POS name is, and the names of imported lines no menu item takes, with a suggestion',
        security,
        querystring: salesMappingsQuery,
        response: { 200: salesMappingsResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listSalesMappings(request.ctx, request.query),
  );

  app.put(
    '/mappings',
    {
      schema: {
        tags,
        summary:
          'Say what a POS name is (a menu item, or null to ignore it), for later imports and the lines already imported (manager or owner)',
        security,
        body: salesMappingBody,
        response: { 200: salesMappingResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => putSalesMapping(request.ctx, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a sales line typed by hand (manager or owner)',
        security,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await deleteSalesLine(request.ctx, request.params);
      return reply.code(204).send(null);
    },
  );
};

export default salesRoutes;
