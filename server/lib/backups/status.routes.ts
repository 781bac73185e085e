import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backupStatus } from '#contract/backups.ts';
import { locationParams } from '#contract/locations.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import { getBackupStatus } from './status.ts';

/** GET /api/locations/:id/backup-status: when the server's data was last backed up (owner). */
const backupStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/:id/backup-status',
    {
      schema: {
        tags: ['locations'],
        summary: "When the server's database was last backed up (owner)",
        security: [{ bearer: [] }],
        params: locationParams,
        response: { 200: backupStatus, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => getBackupStatus(request.ctx, { locationId: request.params.id }),
  );
};

export default backupStatusRoutes;
