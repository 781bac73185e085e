import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  meResponse,
  redeemInviteBody,
  redeemInviteResponse,
  updateUserBody,
} from '../../../contract/auth.ts';
import { errorBody } from '../../../contract/errors.ts';
import type { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { deleteAccount, updateUser } from './account.service.ts';
import { requireAuth } from './auth.service.ts';
import { announceJoin } from './announce-join.ts';
import { redeemInvite } from './invites.service.ts';

/** The signed-in user's own account: profile, deletion, joining a location by invite code. */
const accountRoutes: FastifyPluginAsyncZod<{ accountLimiter: AttemptLimiter }> = async (
  app,
  { accountLimiter },
) => {
  const ctx = { db: app.db, config: app.config };
  app.addHook('onRequest', app.authenticate);

  app.put(
    '/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'Update name, email or password (email and password need the current one)',
        security: [{ bearer: [] }],
        body: updateUserBody,
        response: {
          200: meResponse,
          401: errorBody,
          409: errorBody,
          422: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => ({
      user: await updateUser(ctx, accountLimiter, requireAuth(request.auth), request.body),
    }),
  );

  app.delete(
    '/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'Delete the account, with the locations where it is the only member',
        security: [{ bearer: [] }],
        response: { 204: z.null().describe('Deleted'), 401: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      await deleteAccount(ctx, requireAuth(request.auth).userId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/redeem-invite',
    {
      schema: {
        tags: ['auth'],
        summary: "Join a location with an invite code; answers all of the user's locations",
        security: [{ bearer: [] }],
        body: redeemInviteBody,
        response: { 200: redeemInviteResponse, 401: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const userId = requireAuth(request.auth).userId;
      const { locations, joined } = await redeemInvite(app.db, userId, request.body.inviteCode);
      if (joined) await announceJoin(app, joined, userId);
      return { locations };
    },
  );
};

export default accountRoutes;
