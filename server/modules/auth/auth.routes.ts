import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meResponse } from '../../../contract/auth.ts';
import { errorBody } from '../../../contract/errors.ts';
import { currentUser } from './auth.service.ts';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user and their locations',
        security: [{ bearer: [] }],
        response: { 200: meResponse, 401: errorBody },
      },
    },
    async (request) => ({ user: await currentUser(app.db, request.auth) }),
  );
};

export default authRoutes;
