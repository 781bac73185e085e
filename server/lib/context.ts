import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvent } from '#contract/realtime.ts';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { MailQueue } from './mail-queue/worker.ts';

/** The person behind the request's access token (an account that still exists). */
export interface SignedInUser {
  id: string;
  email: string;
  /** The sign-in (refresh token family) the token belongs to, when there is one. */
  sessionId: string | undefined;
}

/**
 * What every service function receives first: `fn(ctx, input)`. Built once per request by
 * plugins/context.ts, so services never see Fastify's request or reply.
 */
export interface Context {
  db: Db;
  /** The open database (its ping, its engine); services query through `db`. */
  database: Database;
  config: Config;
  /** The mail outbox's worker: `wake()` it after committing a queued mail (decision 038). */
  mailer: MailQueue;
  /** Now, as services should read it (tests fix it through buildApp's `clock`). */
  now(): Date;
  /** The request's logger (carries its request id). */
  log: FastifyBaseLogger;
  /**
   * Tells the location's open screens what changed. Call it after the commit, never inside
   * a transaction; it never throws (a failure is logged: the change is saved, and clients
   * catch up on their next refetch).
   */
  publish(event: DomainEvent): Promise<void>;
  /**
   * Tells every process that sign-ins of the user ended (a sign-out, a new password, a deleted
   * account…): their access tokens are refused from the next request on, their sockets closed.
   * Call it after the commit; it never throws.
   */
  sessionsEnded(userId: string): Promise<void>;
  /** The signed-in user: always there behind the `authenticate` hook. */
  user: SignedInUser;
}

/** The context of a route anyone may call (sign-in, registration, password reset): no user. */
export type PublicContext = Omit<Context, 'user'>;
