import type { LoginBody, User } from '#contract/auth.ts';
import { MISSING_TOKEN_MESSAGE } from '#contract/messages.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Context, PublicContext } from '#server/lib/context.ts';
import { hashPassword, verifyPassword } from '#server/lib/password.ts';
import type { SignInLimits } from '#server/lib/sign-in-limits.ts';
import { rotateSession, type SessionClient, startSession } from './sessions.ts';
import { findUserByEmail, loadUser, type SignedIn, signedIn } from './users.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/** The signed-in user, with the locations they belong to. */
export async function currentUser(ctx: Context): Promise<User> {
  return loadUser(ctx, { userId: ctx.user.id });
}

let dummyHash: Promise<string> | undefined;
/** A hash to verify against when the email is unknown, so both failures take as long. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('no account has this password, it only spends time');
  return dummyHash;
}

export const TOO_MANY_SIGN_INS = 'Too many failed sign-ins. Please wait and try again.';

/**
 * Signs in with email and password. Unknown email and wrong password answer alike (401
 * UNAUTHORIZED, same time). Failures count in `limits` against the email from this client,
 * and against the email alone (lib/sign-in-limits.ts): past them the attempt waits (429), the
 * right password too; a success clears this client's count.
 */
export async function login(
  ctx: PublicContext,
  input: { credentials: LoginBody; client: SessionClient; limits: SignInLimits },
): Promise<SignedIn> {
  const { credentials, limits } = input;
  const account = credentials.email.trim().toLowerCase();
  const client = input.client.ip ?? '';
  await limits.assertAllowed(account, client, TOO_MANY_SIGN_INS);
  const row = await findUserByEmail(ctx, { email: credentials.email });
  const matches = await verifyPassword(
    row?.passwordHash ?? (await dummyPasswordHash()),
    credentials.password,
  );
  if (!row || !matches) {
    await limits.failed(account, client);
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  }
  await limits.succeeded(account, client);
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
