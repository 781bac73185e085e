import { asc, eq, sql } from 'drizzle-orm';
import type { LocationRef, LoginBody, User } from '../../../contract/auth.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { locations, members, users } from '../../db/schema/index.ts';
import { isAdminEmail } from '../../lib/admin.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { type AccessClaims, signAccessToken } from '../../lib/tokens.ts';
import {
  type IssuedSession,
  rotateSession,
  type SessionClient,
  startSession,
} from './sessions.service.ts';

/** What the account services need from the app. */
export interface AuthContext {
  db: Db;
  config: Config;
}

/** A successful sign-in: the access token and user for the body, the session for the cookie. */
export interface SignedIn {
  token: string;
  user: User;
  session: IssuedSession;
}

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_TAKEN = 'An account with this email already exists';

/** The user row whose email matches, whatever its case (the unique index is on lower(email)). */
export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

/** Whether the error is the unique index on lower(email) refusing a second account. */
export function isEmailTaken(error: unknown): boolean {
  // Drizzle wraps the driver's error; the SQLSTATE and constraint sit on a cause.
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return candidate.constraint === 'users_email_lower_key';
    current = candidate.cause;
  }
  return false;
}

/** The locations a user belongs to, with their role, by name. */
export async function userLocations(db: Db, userId: string): Promise<LocationRef[]> {
  const rows = await db
    .select({ id: locations.id, name: locations.name, role: members.role })
    .from(members)
    .innerJoin(locations, eq(locations.id, members.locationId))
    .where(eq(members.userId, userId))
    .orderBy(asc(locations.name), asc(locations.id));
  return rows;
}

/** A user as the API shows them; 401 INVALID_TOKEN when the account no longer exists. */
export async function loadUser(ctx: AuthContext, userId: string): Promise<User> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('INVALID_TOKEN', 'This account no longer exists.');
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    locations: await userLocations(ctx.db, row.id),
    subscription_status: row.subscriptionStatus,
    is_admin: isAdminEmail(ctx.config, row.email),
    created_at: row.createdAt.toISOString(),
  };
}

/** The claims of a route behind `app.authenticate`; 401 if the route forgot it. */
export function requireAuth(auth: AccessClaims | null): AccessClaims {
  if (!auth) throw new AppError('MISSING_TOKEN', 'You need to sign in to continue.');
  return auth;
}

/** The user behind an access token, with the locations they belong to. */
export async function currentUser(ctx: AuthContext, auth: AccessClaims | null): Promise<User> {
  return loadUser(ctx, requireAuth(auth).userId);
}

/** The access token and user to answer a sign-in, a registration or a refresh with. */
export async function signedIn(ctx: AuthContext, session: IssuedSession): Promise<SignedIn> {
  const user = await loadUser(ctx, session.userId);
  const token = await signAccessToken(ctx.config.jwtSecret, {
    userId: user.id,
    email: user.email,
    sessionId: session.familyId,
  });
  return { token, user, session };
}

let dummyHash: Promise<string> | undefined;
/** A hash to verify against when the email is unknown, so both failures take as long. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('no account has this password, it only spends time');
  return dummyHash;
}

/**
 * Signs in with email and password. Unknown email and wrong password answer alike (401
 * UNAUTHORIZED, same time). Failures count against the email in `limiter`; past its limit
 * even the right password waits (429) until the window ends, and a success clears the count.
 */
export async function login(
  ctx: AuthContext,
  limiter: AttemptLimiter,
  body: LoginBody,
  client: SessionClient,
): Promise<SignedIn> {
  const accountKey = body.email.toLowerCase();
  limiter.assertAllowed(accountKey, 'Too many failed sign-ins. Please wait and try again.');
  const row = await findUserByEmail(ctx.db, body.email);
  const matches = await verifyPassword(
    row?.passwordHash ?? (await dummyPasswordHash()),
    body.password,
  );
  if (!row || !matches) {
    limiter.record(accountKey);
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  }
  limiter.reset(accountKey);
  const session = await startSession(ctx.db, row.id, client);
  return signedIn(ctx, session);
}

/** Exchanges the refresh cookie for a new access token and a rotated cookie; 401 without one. */
export async function refresh(
  ctx: AuthContext,
  presented: string | undefined,
  client: SessionClient,
): Promise<SignedIn> {
  if (!presented) throw new AppError('UNAUTHORIZED', 'You need to sign in to continue.');
  return signedIn(ctx, await rotateSession(ctx.db, presented, client));
}
