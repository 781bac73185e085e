import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginBody,
  meResponse,
  registerBody,
  registerResponse,
  registrationInfo,
  tokenResponse,
} from '#contract/auth.ts';
import { AppError } from '#server/lib/app-error.ts';
import { errorResponses } from '#server/lib/error-responses.ts';
import {
  DEFAULT_SIGN_IN_LIMITS,
  SignInLimits,
  type SignInLimitsOptions,
} from '#server/lib/sign-in-limits.ts';
import { Payments } from '../billing/billing.service.ts';
import accountExportRoutes from './account-export.routes.ts';
import accountRoutes from './account.routes.ts';
import { currentUser, dummyPasswordHash, login, refresh } from './auth.service.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.ts';
import { register, registrationInfoFor } from './register.service.ts';
import type { SessionClient } from './sessions.ts';
import { endSession } from './sessions.service.ts';
import type { SignedIn } from './users.ts';

export interface AuthModuleOptions {
  /** Requests per IP on login, register and refresh, per `timeWindow` ms. */
  ipLimit?: { max: number; timeWindow: number };
  /** Failed sign-ins (and wrong current passwords) per account and client, and per account. */
  signInLimits?: Omit<SignInLimitsOptions, 'now'>;
}

export const DEFAULT_IP_LIMIT = { max: 30, timeWindow: 60_000 };

function sessionClient(request: FastifyRequest): SessionClient {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}

/** Sign-up, sign-in, session refresh and sign-out under /api/auth; account routes beside. */
const authRoutes: FastifyPluginAsyncZod<AuthModuleOptions> = async (app, options) => {
  const ipLimit = { rateLimit: options.ipLimit ?? DEFAULT_IP_LIMIT };
  // One per app, never per process: each app (each test) counts on its own, or in Redis with
  // the other processes. The app's clock is read on each call, so a test can move time past
  // the window.
  const signInLimits = new SignInLimits({
    ...(options.signInLimits ?? DEFAULT_SIGN_IN_LIMITS),
    windows: (name) => app.limits.windows(name),
    now: () => app.clock().getTime(),
  });
  // Registration may start a checkout: one Stripe client per app, undefined when payments are off.
  const payments = Payments.fromConfig(app.config);

  // The first unknown email must not take longer than the next ones.
  app.addHook('onReady', async () => {
    await dummyPasswordHash();
  });

  const signIn = (reply: FastifyReply, answer: SignedIn) => {
    setRefreshCookie(reply, app.config, answer.session, app.clock());
    return { token: answer.token, user: answer.user };
  };

  app.get(
    '/registration',
    {
      schema: {
        tags: ['auth'],
        summary: 'What the sign-up screen may offer: the registration mode, and payments',
        security: [],
        response: { 200: registrationInfo },
      },
    },
    async (request) => registrationInfoFor(request.publicCtx, { payments }),
  );

  app.post(
    '/register',
    {
      config: ipLimit,
      schema: {
        tags: ['auth'],
        summary: 'Create an account (and join or create a location); sets the refresh cookie',
        security: [],
        body: registerBody,
        response: { 201: registerResponse, ...errorResponses(403, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const registered = await register(request.publicCtx, {
        registration: request.body,
        client: sessionClient(request),
        payments,
      });
      const answer = signIn(reply, registered);
      return reply
        .code(201)
        .send(
          registered.checkoutUrl ? { ...answer, checkout_url: registered.checkoutUrl } : answer,
        );
    },
  );

  app.post(
    '/login',
    {
      config: ipLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password; sets the refresh cookie',
        security: [],
        body: loginBody,
        response: { 200: tokenResponse, ...errorResponses(401, 422, 429) },
      },
    },
    async (request, reply) => {
      const answer = await login(request.publicCtx, {
        credentials: request.body,
        client: sessionClient(request),
        limits: signInLimits,
      });
      return signIn(reply, answer);
    },
  );

  app.post(
    '/refresh',
    {
      config: ipLimit,
      schema: {
        tags: ['auth'],
        summary: 'Exchange the refresh cookie for a new access token (the cookie rotates)',
        security: [{ refreshCookie: [] }],
        response: { 200: tokenResponse, ...errorResponses(401, 429) },
      },
      // A refused refresh token is of no more use: drop it from the browser.
      onError: async (_request, reply, error) => {
        if (error instanceof AppError && error.statusCode === 401) {
          clearRefreshCookie(reply, app.config);
        }
      },
    },
    async (request, reply) => {
      const answer = await refresh(request.publicCtx, {
        refreshToken: readRefreshCookie(request),
        client: sessionClient(request),
      });
      return signIn(reply, answer);
    },
  );

  app.post(
    '/logout',
    {
      // Sign-out always succeeds: a missing or expired access token only means less to revoke.
      onRequest: async (request) => {
        await app.authenticate(request).catch(() => {
          request.auth = null;
        });
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: end this sign-in (refresh token family) and clear the cookie',
        // Needs no credential: a token or a cookie, when sent, only says which sign-in to end.
        security: [],
        response: { 204: z.null().describe('Signed out') },
      },
    },
    async (request, reply) => {
      await endSession(request.publicCtx, {
        refreshToken: readRefreshCookie(request),
        sessionId: request.auth?.sessionId,
      });
      clearRefreshCookie(reply, app.config);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user and their locations',
        security: [{ bearer: [] }],
        response: { 200: meResponse, ...errorResponses(401) },
      },
    },
    async (request) => ({ user: await currentUser(request.ctx) }),
  );

  await app.register(accountRoutes, { signInLimits });
  await app.register(accountExportRoutes);
};

export default authRoutes;
