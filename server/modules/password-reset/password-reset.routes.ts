import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse, resetPasswordBody, resetPasswordConfirmBody } from '../../../contract/auth.ts';
import { errorBody } from '../../../contract/errors.ts';
import {
  confirmPasswordReset,
  createResetLimits,
  requestPasswordReset,
} from './password-reset.service.ts';

/** Registered under `/auth` (no `/api`): the paths of the specification. */
const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = createResetLimits();
  const ctx = { db: app.db, config: app.config, mailer: app.mailer };

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset link (the same answer whether or not the email exists)',
        body: resetPasswordBody,
        response: { 202: okResponse, 422: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(ctx, limits, { email: request.body.email, ip: request.ip });
      return reply.code(202).send({ ok: true });
    },
  );

  app.post(
    '/reset-password/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of a reset link; ends every session',
        body: resetPasswordConfirmBody,
        response: { 204: z.null().describe('Password changed'), 422: errorBody },
      },
    },
    async (request, reply) => {
      await confirmPasswordReset(app.db, request.body);
      return reply.code(204).send(null);
    },
  );
};

export default passwordResetRoutes;
