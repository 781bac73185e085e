import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DomainEvent } from '#contract/realtime.ts';
import { MISSING_TOKEN_MESSAGE } from '#contract/messages.ts';
import { AppError } from '../lib/app-error.ts';
import type { Context, PublicContext } from '../lib/context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The service context of a signed-in request (routes behind `app.authenticate`). Reading
     * it on a route without that hook answers 401, so a forgotten hook never runs a service
     * without a user.
     */
    readonly ctx: Context;
    /** The service context of a route anyone may call: no user. */
    readonly publicCtx: PublicContext;
  }
}

/**
 * The context of a route anyone may call, logging to `log`. Requests get theirs from the
 * plugin below; tests that call a service directly build one with the app's logger.
 */
export function publicContextOf(
  app: FastifyInstance,
  log: FastifyBaseLogger = app.log,
): PublicContext {
  return {
    db: app.db,
    database: app.database,
    config: app.config,
    mailer: app.mailer,
    now: app.clock,
    log,
    // The change has committed: a failed announcement is logged, never a failed request.
    publish: async (event: DomainEvent) => {
      try {
        await app.realtime.publish(event);
      } catch (error) {
        log.warn({ err: error, event: event.type }, 'realtime publish failed');
      }
    },
    // This process forgets at once; the others when they hear it, or when their checks lapse.
    sessionsEnded: async (userId: string) => {
      app.sessions.forgetUser(userId);
      await app.realtime.sessionsEnded(userId);
    },
  };
}

/**
 * Builds, per request, the one context services take: database, configuration, mailer, the
 * clock, the request's logger, `publish` for realtime events, and (signed in) the user.
 */
export default fp(
  async function contextPlugin(app: FastifyInstance) {
    app.decorateRequest('publicCtx', {
      getter(this: FastifyRequest) {
        return publicContextOf(app, this.log);
      },
    });
    app.decorateRequest('ctx', {
      getter(this: FastifyRequest): Context {
        const auth = this.auth;
        if (!auth) throw new AppError('MISSING_TOKEN', MISSING_TOKEN_MESSAGE);
        return {
          ...publicContextOf(app, this.log),
          user: { id: auth.userId, email: auth.email, sessionId: auth.sessionId },
        };
      },
    });
  },
  { name: 'context', dependencies: ['auth', 'realtime'] },
);
