import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/config.ts';
import type { IssuedSession } from './sessions.ts';

/** The refresh token's cookie: httpOnly, sent only to /api/auth, never readable by scripts. */
export const REFRESH_COOKIE = 'barback_refresh';
const COOKIE_PATH = '/api/auth';

function baseOptions(config: Pick<Config, 'publicUrl'>) {
  return {
    httpOnly: true,
    // On plain http (a phone on the venue's network) a Secure cookie would never come back.
    secure: config.publicUrl.startsWith('https://'),
    sameSite: 'lax' as const,
    path: COOKIE_PATH,
  };
}

/** Hands the browser its refresh token, living as long as the sign-in has left at `now`. */
export function setRefreshCookie(
  reply: FastifyReply,
  config: Pick<Config, 'publicUrl'>,
  session: IssuedSession,
  now: Date,
): void {
  const remainingSeconds = Math.max(
    0,
    Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000),
  );
  reply.setCookie(REFRESH_COOKIE, session.token, {
    ...baseOptions(config),
    maxAge: remainingSeconds,
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: Pick<Config, 'publicUrl'>): void {
  reply.clearCookie(REFRESH_COOKIE, baseOptions(config));
}

/** The refresh token the browser sent, if any. */
export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  return value === undefined || value === '' ? undefined : value;
}
