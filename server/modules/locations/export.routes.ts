import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { locationParams } from '#contract/locations.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import { exportLocation } from './export.service.ts';

const tags = ['locations'];
const security = [{ bearer: [] }];

/** A location's data as one file (decision 031); reading one in is import.routes.ts. */
const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/export',
    {
      schema: {
        tags,
        summary: 'Everything in the location as one JSON file, an attachment (owner)',
        security,
        params: locationParams,
        response: {
          200: z.string().describe('The file (format barback-location, version 1), as JSON'),
          ...errorResponses(401, 403, 422),
        },
      },
    },
    async (request, reply) => {
      const file = await exportLocation(request.ctx, { locationId: request.params.id });
      return (
        reply
          .type('application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          // A stream is sent as it comes, a page at a time: Fastify serialises none of it.
          .send(Readable.from(file.text) as unknown as string)
      );
    },
  );
};

export default exportRoutes;
