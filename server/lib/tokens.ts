import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS } from '#contract/constants.ts';
import { AppError } from './app-error.ts';

const ISSUER = 'barback';
const AUDIENCE = 'authenticated';

export interface AccessClaims {
  userId: string;
  email: string;
  /** The sign-in (refresh token family) this token belongs to, when there is one. */
  sessionId?: string;
}

const keyCache = new Map<string, Uint8Array>();
function key(secret: string): Uint8Array {
  let encoded = keyCache.get(secret);
  if (!encoded) {
    encoded = new TextEncoder().encode(secret);
    keyCache.set(secret, encoded);
  }
  return encoded;
}

/**
 * Signs an access token (HS256) valid for the specification's 3600 s from `now` (the app's
 * clock; jose reads the system's when the caller gives none).
 */
export async function signAccessToken(
  secret: string,
  claims: AccessClaims,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
  now?: Date,
): Promise<string> {
  return new SignJWT({
    email: claims.email,
    ...(claims.sessionId ? { sid: claims.sessionId } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now ? new Date(now.getTime() + ttlSeconds * 1000) : `${ttlSeconds}s`)
    .sign(key(secret));
}

/**
 * The claims a token must carry beyond the signature: an account id and, when present, a
 * sign-in id that are UUIDs (anything else would reach the database as a malformed key).
 */
const accessPayload = z.object({
  sub: z.uuid(),
  email: z.string(),
  sid: z.uuid().optional(),
});

/**
 * Verifies an access token at `now` (the app's clock); throws TOKEN_EXPIRED or INVALID_TOKEN.
 * A token without `exp` or `iat` is refused: every token this server signs ends.
 */
export async function verifyAccessToken(
  secret: string,
  token: string,
  now?: Date,
): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      ...(now ? { currentDate: now } : {}),
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const claims = accessPayload.safeParse(payload);
    if (!claims.success) throw new AppError('INVALID_TOKEN', 'Invalid access token');
    const { sub, email, sid } = claims.data;
    return { userId: sub, email, ...(sid === undefined ? {} : { sessionId: sid }) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JWTExpired) {
      throw new AppError('TOKEN_EXPIRED', 'Your session has expired. Please sign in again.');
    }
    throw new AppError('INVALID_TOKEN', 'Invalid access token');
  }
}

/**
 * Access tokens this process has verified, kept until they expire: a phone sends the same
 * token with every request for an hour, and checking its signature each time was a tenth of
 * a simple read's work. Only a token that verified is kept; an expired one is checked again
 * (and refused). Bounded: past `maxEntries` the memory starts over.
 */
export class VerifiedTokens {
  private readonly tokens = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  /** `now` is the app's clock in milliseconds: tokens are checked against it. */
  constructor(
    private readonly secret: string,
    private readonly now: () => number,
    private readonly maxEntries = 10_000,
    private readonly check: typeof verifyAccessToken = verifyAccessToken,
  ) {}

  async verify(token: string): Promise<AccessClaims> {
    const known = this.tokens.get(token);
    if (known && this.now() < known.expiresAt) return known.claims;
    const claims = await this.check(this.secret, token, new Date(this.now()));
    const { exp } = decodeJwt(token);
    if (typeof exp === 'number') {
      if (this.tokens.size >= this.maxEntries) this.tokens.clear();
      this.tokens.set(token, { claims, expiresAt: exp * 1000 });
    }
    return claims;
  }
}
