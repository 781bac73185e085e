import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  meResponse,
  redeemInviteBody,
  redeemInviteResponse,
  updateUserBody,
} from '#contract/auth.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import type { SignInLimits } from '#server/lib/sign-in-limits.ts';
import { redeemInviteCode } from '../locations/invite-codes.service.ts';
import { deleteAccount, updateUser } from './account.service.ts';

/** The signed-in user's own account: profile, deletion, joining a location by invite code. */
const accountRoutes: FastifyPluginAsyncZod<{ signInLimits: SignInLimits }> = async (
  app,
  { signInLimits },
) => {
  app.put(
    '/user',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Update name, email or password (email and password need the current one)',
        security: [{ bearer: [] }],
        body: updateUserBody,
        response: { 200: meResponse, ...errorResponses(401, 409, 422, 429) },
      },
    },
    async (request) => ({
      user: await updateUser(request.ctx, {
        changes: request.body,
        limits: signInLimits,
        client: request.ip,
      }),
    }),
  );

  app.delete(
    '/user',
    {
      // The account screen signs out, then deletes (§4): a sign-in just ended may delete.
      onRequest: app.authenticateAfterSignOut,
      schema: {
        tags: ['auth'],
        summary: 'Delete the account, with the locations where it is the only member',
        security: [{ bearer: [] }],
        response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 409) },
      },
    },
    async (request, reply) => {
      await deleteAccount(request.ctx);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/redeem-invite',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "Join a location with an invite code; answers all of the user's locations",
        security: [{ bearer: [] }],
        body: redeemInviteBody,
        response: { 200: redeemInviteResponse, ...errorResponses(401, 422) },
      },
    },
    async (request) => ({
      locations: await redeemInviteCode(request.ctx, { code: request.body.inviteCode }),
    }),
  );
};

export default accountRoutes;
