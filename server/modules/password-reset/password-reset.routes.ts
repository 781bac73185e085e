import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse, resetPasswordBody, resetPasswordConfirmBody } from '#contract/auth.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import {
  confirmPasswordReset,
  createResetLimits,
  requestPasswordReset,
} from './password-reset.service.ts';

/** Registered under `/auth` (no `/api`): the paths of the specification. */
const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  // One set of counters per app (each test counts on its own), shared through Redis if any.
  const limits = createResetLimits(
    () => app.clock().getTime(),
    (name) => app.limits.windows(name),
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset link (the same answer whether or not the email exists)',
        security: [],
        body: resetPasswordBody,
        response: { 202: okResponse, ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(request.publicCtx, {
        email: request.body.email,
        ip: request.ip,
        limits,
      });
      return reply.code(202).send({ ok: true });
    },
  );

  app.post(
    '/reset-password/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of a reset link; ends every session',
        security: [],
        body: resetPasswordConfirmBody,
        response: { 204: z.null().describe('Password changed'), ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      await confirmPasswordReset(request.publicCtx, request.body);
      return reply.code(204).send(null);
    },
  );
};

export default passwordResetRoutes;
