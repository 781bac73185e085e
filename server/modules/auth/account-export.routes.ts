import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#server/lib/error-responses.ts';
import { exportAccount } from './account-export.service.ts';

/** "Download my data": the signed-in person's own data as one JSON file. */
const accountExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/export',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary:
          'The account, its memberships, its changes to stock and its assistant conversations, as a JSON file',
        security: [{ bearer: [] }],
        response: {
          200: z.string().describe('The file (format barback-account, version 1), as JSON'),
          ...errorResponses(401),
        },
      },
    },
    async (request, reply) => {
      const file = await exportAccount(request.ctx);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(file.text) as unknown as string);
    },
  );
};

export default accountExportRoutes;
