import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../contract/errors.ts';
import {
  createInviteBody,
  invite,
  inviteCodeParams,
  locationParams,
  member,
  memberParams,
  updateMemberBody,
} from '../../../contract/locations.ts';
import { requireAuth } from '../auth/auth.service.ts';
import { createInvite, deleteInvite, listInvites } from './invite-codes.service.ts';
import {
  listMembers,
  removeMember,
  type TeamContext,
  updateMemberRole,
} from './members.service.ts';

/** Invite codes and members of a location, under /api/locations/:id. */
const teamRoutes: FastifyPluginAsyncZod<Pick<TeamContext, 'publish'>> = async (app, options) => {
  // Authenticated by the parent plugin's onRequest hook (locations.routes.ts).
  const ctx: TeamContext = { db: app.db, publish: options.publish };
  const security = [{ bearer: [] }];
  const tags = ['team'];
  const deleted = z.null().describe('Deleted');

  app.post(
    '/:id/invite-code',
    {
      schema: {
        tags,
        summary: 'Create an invite code (manager or owner); the role is never owner',
        security,
        params: locationParams,
        body: createInviteBody,
        response: { 201: invite, 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createInvite(
            app.db,
            requireAuth(request.auth).userId,
            request.params.id,
            request.body,
          ),
        ),
  );

  app.get(
    '/:id/invite-codes',
    {
      schema: {
        tags,
        summary: 'The invite codes that can still be redeemed (manager or owner)',
        security,
        params: locationParams,
        response: { 200: z.array(invite), 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => listInvites(app.db, requireAuth(request.auth).userId, request.params.id),
  );

  app.delete(
    '/:id/invite-code/:codeId',
    {
      schema: {
        tags,
        summary: 'Delete an invite code (manager or owner); it can no longer be redeemed',
        security,
        params: inviteCodeParams,
        response: { 204: deleted, 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const { id, codeId } = request.params;
      await deleteInvite(app.db, requireAuth(request.auth).userId, id, codeId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/:id/members',
    {
      schema: {
        tags,
        summary: 'The members of the location, with name, email and role',
        security,
        params: locationParams,
        response: { 200: z.array(member), 401: errorBody, 403: errorBody, 422: errorBody },
      },
    },
    async (request) => listMembers(app.db, requireAuth(request.auth).userId, request.params.id),
  );

  app.put(
    '/:id/members/:memberId',
    {
      schema: {
        tags,
        summary: "Change a member's role (see the permission table); the last owner stays",
        security,
        params: memberParams,
        body: updateMemberBody,
        response: {
          200: member,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      const { id, memberId } = request.params;
      return updateMemberRole(
        ctx,
        requireAuth(request.auth).userId,
        id,
        memberId,
        request.body.role,
      );
    },
  );

  app.delete(
    '/:id/members/:memberId',
    {
      schema: {
        tags,
        summary: 'Remove a member, or leave with your own membership; the last owner stays',
        security,
        params: memberParams,
        response: {
          204: deleted,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { id, memberId } = request.params;
      await removeMember(ctx, requireAuth(request.auth).userId, id, memberId);
      return reply.code(204).send(null);
    },
  );
};

export default teamRoutes;
