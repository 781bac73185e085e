import { eq, sql } from 'drizzle-orm';
import type { User } from '#contract/auth.ts';
import { ACCOUNT_GONE_MESSAGE } from '#contract/messages.ts';
import { users } from '#server/db/schema/index.ts';
import { isAdminEmail } from '#server/lib/admin.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { PublicContext } from '#server/lib/context.ts';
import { isUniqueViolation } from '#server/lib/database-error.ts';
import { signAccessToken } from '#server/lib/tokens.ts';
import { userLocations } from '../locations/members.service.ts';
import type { IssuedSession } from './sessions.ts';

// Accounts as sign-in, registration and the account screen read them.

/** A successful sign-in: the access token and user for the body, the session for the cookie. */
export interface SignedIn {
  token: string;
  user: User;
  session: IssuedSession;
}

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

/** The access token and user to answer a sign-in, a registration or a refresh with. */
export async function signedIn(
  ctx: PublicContext,
  input: { session: IssuedSession },
): Promise<SignedIn> {
  const user = await loadUser(ctx, { userId: input.session.userId });
  const token = await signAccessToken(
    ctx.config.jwtSecret,
    {
      userId: user.id,
      email: user.email,
      sessionId: input.session.familyId,
    },
    undefined,
    ctx.now(),
  );
  return { token, user, session: input.session };
}
