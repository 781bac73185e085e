import { eq, sql } from 'drizzle-orm';
import type { LoginBody, User } from '#contract/auth.ts';
import { MISSING_TOKEN_MESSAGE } from '#contract/messages.ts';
import { users } from '#server/db/schema/index.ts';
import { isAdminEmail } from '#server/lib/admin.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { AttemptLimiter } from '#server/lib/attempt-limiter.ts';
import type { Context, PublicContext } from '#server/lib/context.ts';
import { isUniqueViolation } from '#server/lib/database-error.ts';
import { hashPassword, verifyPassword } from '#server/lib/password.ts';
import { signAccessToken } from '#server/lib/tokens.ts';
import { ACCOUNT_GONE_MESSAGE } from '#contract/messages.ts';
import { userLocations } from '../locations/members.service.ts';
import {
  type IssuedSession,
  rotateSession,
  type SessionClient,
  startSession,
} from './sessions.service.ts';

/** A successful sign-in: the access token and user for the body, the session for the cookie. */
export interface SignedIn {
  token: string;
  user: User;
  session: IssuedSession;
}

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_TAKEN = 'An account with this email already exists';

/** Whether the error is the unique index on lower(email) refusing a second account. */
export function isEmailTaken(error: unknown): boolean {
  return isUniqueViolation(error, 'users_email_lower_key');
}

/** The user row whose email matches, whatever its case (the unique index is on lower(email)). */
export async function findUserByEmail(ctx: PublicContext, input: { email: string }) {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email.trim().toLowerCase()))
    .limit(1);
  return row;
}

/** A user as the API shows them; 401 INVALID_TOKEN when the account no longer exists. */
export async function loadUser(ctx: PublicContext, input: { userId: string }): Promise<User> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, input.userId)).limit(1);
  if (!row) throw new AppError('INVALID_TOKEN', ACCOUNT_GONE_MESSAGE);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    locations: await userLocations(ctx, { userId: row.id }),
    subscription_status: row.subscriptionStatus,
    is_admin: isAdminEmail(ctx.config, row.email),
    created_at: row.createdAt.toISOString(),
  };
}

/** The signed-in user, with the locations they belong to. */
export async function currentUser(ctx: Context): Promise<User> {
  return loadUser(ctx, { userId: ctx.user.id });
}

/** The access token and user to answer a sign-in, a registration or a refresh with. */
export async function signedIn(
  ctx: PublicContext,
  input: { session: IssuedSession },
): Promise<SignedIn> {
  const user = await loadUser(ctx, { userId: input.session.userId });
  const token = await signAccessToken(ctx.config.jwtSecret, {
    userId: user.id,
    email: user.email,
    sessionId: input.session.familyId,
  });
  return { token, user, session: input.session };
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
  ctx: PublicContext,
  input: { credentials: LoginBody; client: SessionClient; limiter: AttemptLimiter },
): Promise<SignedIn> {
  const { credentials, limiter } = input;
  const accountKey = credentials.email.toLowerCase();
  limiter.assertAllowed(accountKey, 'Too many failed sign-ins. Please wait and try again.');
  const row = await findUserByEmail(ctx, { email: credentials.email });
  const matches = await verifyPassword(
    row?.passwordHash ?? (await dummyPasswordHash()),
    credentials.password,
  );
  if (!row || !matches) {
    limiter.record(accountKey);
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  }
  limiter.reset(accountKey);
  const session = await startSession(ctx, { userId: row.id, client: input.client });
  return signedIn(ctx, { session });
}

/** Exchanges the refresh cookie for a new access token and a rotated cookie; 401 without one. */
export async function refresh(
  ctx: PublicContext,
  input: { refreshToken: string | undefined; client: SessionClient },
): Promise<SignedIn> {
  if (!input.refreshToken) throw new AppError('UNAUTHORIZED', MISSING_TOKEN_MESSAGE);
  const session = await rotateSession(ctx, {
    refreshToken: input.refreshToken,
    client: input.client,
  });
  return signedIn(ctx, { session });
}
