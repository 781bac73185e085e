import { eq } from 'drizzle-orm';
import type { UpdateUserBody, User } from '#contract/auth.ts';
import { users } from '#server/db/schema/index.ts';
import { AppError, conflict, validationError } from '#server/lib/app-error.ts';
import type { Context } from '#server/lib/context.ts';
import { hashPassword, verifyPassword } from '#server/lib/password.ts';
import { assertAcceptablePassword } from '#server/lib/password-policy.ts';
import type { SignInLimits } from '#server/lib/sign-in-limits.ts';
import { ACCOUNT_GONE_MESSAGE } from '#contract/messages.ts';
import { leaveAllLocations } from '../locations/members.service.ts';
import { EMAIL_TAKEN, findUserByEmail, isEmailTaken, loadUser } from './users.ts';
import { revokeAllSessions } from './sessions.ts';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not right';

async function accountRow(ctx: Context) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, ctx.user.id)).limit(1);
  if (!row) throw new AppError('INVALID_TOKEN', ACCOUNT_GONE_MESSAGE);
  return row;
}

/**
 * Updates the signed-in user's name, email or password. A new email or password needs the
 * current password (failures count against the account and the `client`, its IP address, like
 * failed sign-ins); a new password ends every other sign-in of the account, keeping the caller's.
 */
export async function updateUser(
  ctx: Context,
  input: { changes: UpdateUserBody; limits: SignInLimits; client: string },
): Promise<User> {
  const { changes: body, limits, client } = input;
  const row = await accountRow(ctx);
  const newEmail = body.email !== undefined && body.email !== row.email ? body.email : undefined;
  const newPassword = body.new_password;
  if (newPassword !== undefined) assertAcceptablePassword(newPassword, 'new_password');

  if (newPassword !== undefined || newEmail !== undefined) {
    const account = row.email.toLowerCase();
    await limits.assertAllowed(
      account,
      client,
      'Too many wrong passwords. Please wait and try again.',
    );
    const current = body.current_password ?? '';
    if (!(await verifyPassword(row.passwordHash, current))) {
      await limits.failed(account, client);
      throw validationError('current_password', WRONG_CURRENT_PASSWORD);
    }
  }
  if (newEmail !== undefined) {
    const holder = await findUserByEmail(ctx, { email: newEmail });
    if (holder && holder.id !== row.id) throw conflict(EMAIL_TAKEN);
  }

  const passwordHash = newPassword === undefined ? undefined : await hashPassword(newPassword);
  // Only `tx` inside: PGlite has one connection, and the outer db would wait on it forever.
  await ctx.db
    .transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          ...(body.name === undefined ? {} : { name: body.name }),
          ...(newEmail === undefined ? {} : { email: newEmail }),
          ...(passwordHash === undefined ? {} : { passwordHash }),
          updatedAt: ctx.now(),
        })
        .where(eq(users.id, row.id));
      if (passwordHash !== undefined) {
        await revokeAllSessions(
          { ...ctx, db: tx },
          { userId: row.id, exceptSessionId: ctx.user.sessionId },
        );
      }
    })
    .catch((error: unknown) => {
      throw isEmailTaken(error) ? conflict(EMAIL_TAKEN) : error;
    });
  if (passwordHash !== undefined) await ctx.sessionsEnded(row.id);
  return loadUser(ctx, { userId: row.id });
}

/**
 * Deletes the signed-in user's account with the locations where they are the only member.
 * Refused (409) while they are the only owner of a location that has other members. Its
 * tokens are refused from the next request on, in every process.
 */
export async function deleteAccount(ctx: Context): Promise<void> {
  // Only `tx` inside: PGlite has one connection, and the outer db would wait on it forever.
  await ctx.db.transaction(async (tx) => {
    await leaveAllLocations({ ...ctx, db: tx }, { userId: ctx.user.id });
    // Sessions and reset links go with the user (on delete cascade).
    await tx.delete(users).where(eq(users.id, ctx.user.id));
  });
  await ctx.sessionsEnded(ctx.user.id);
}
