import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createInviteBody,
  invite,
  inviteCodeParams,
  locationParams,
  member,
  memberParams,
  updateMemberBody,
} from '#contract/locations.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import { createInvite, deleteInvite, listInvites } from './invite-codes.service.ts';
import { listMembers, removeMember, updateMemberRole } from './members.service.ts';

/** Invite codes and members of a location, under /api/locations/:id. */
const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  // Authenticated by the parent plugin's onRequest hook (locations.routes.ts).
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
        response: { 201: invite, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createInvite(request.ctx, { locationId: request.params.id, invite: request.body }),
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
        response: { 200: z.array(invite), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listInvites(request.ctx, { locationId: request.params.id }),
  );

  app.delete(
    '/:id/invite-code/:codeId',
    {
      schema: {
        tags,
        summary: 'Delete an invite code (manager or owner); it can no longer be redeemed',
        security,
        params: inviteCodeParams,
        response: { 204: deleted, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { id, codeId } = request.params;
      await deleteInvite(request.ctx, { locationId: id, codeId });
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
        response: { 200: z.array(member), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listMembers(request.ctx, { locationId: request.params.id }),
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
        response: { 200: member, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { id, memberId } = request.params;
      return updateMemberRole(request.ctx, { locationId: id, memberId, role: request.body.role });
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
        response: { 204: deleted, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { id, memberId } = request.params;
      await removeMember(request.ctx, { locationId: id, memberId });
      return reply.code(204).send(null);
    },
  );
};

export default teamRoutes;
