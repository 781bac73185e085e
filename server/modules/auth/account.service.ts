import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UpdateUserBody, User } from '../../../contract/auth.ts';
import { locations, members, users } from '../../db/schema/index.ts';
import { AppError, conflict, validationError } from '../../lib/app-error.ts';
import type { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { assertAcceptablePassword } from '../../lib/password-policy.ts';
import type { AccessClaims } from '../../lib/tokens.ts';
import {
  type AuthContext,
  EMAIL_TAKEN,
  findUserByEmail,
  isEmailTaken,
  loadUser,
} from './auth.service.ts';
import { revokeAllSessions } from './sessions.service.ts';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not right';

async function accountRow(ctx: AuthContext, userId: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('INVALID_TOKEN', 'This account no longer exists.');
  return row;
}

/**
 * Updates the signed-in user's name, email or password. A new email or password needs the
 * current password (failures count against the account like failed sign-ins); a new password
 * ends every other sign-in of the account, keeping the caller's.
 */
export async function updateUser(
  ctx: AuthContext,
  limiter: AttemptLimiter,
  auth: AccessClaims,
  body: UpdateUserBody,
): Promise<User> {
  const row = await accountRow(ctx, auth.userId);
  const newEmail = body.email !== undefined && body.email !== row.email ? body.email : undefined;
  const newPassword = body.new_password;
  if (newPassword !== undefined) assertAcceptablePassword(newPassword, 'new_password');

  if (newPassword !== undefined || newEmail !== undefined) {
    const accountKey = row.email.toLowerCase();
    limiter.assertAllowed(accountKey, 'Too many wrong passwords. Please wait and try again.');
    const current = body.current_password ?? '';
    if (!(await verifyPassword(row.passwordHash, current))) {
      limiter.record(accountKey);
      throw validationError('current_password', WRONG_CURRENT_PASSWORD);
    }
  }
  if (newEmail !== undefined) {
    const holder = await findUserByEmail(ctx.db, newEmail);
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
          updatedAt: new Date(),
        })
        .where(eq(users.id, row.id));
      if (passwordHash !== undefined) {
        await revokeAllSessions(tx, row.id, { exceptFamilyId: auth.sessionId });
      }
    })
    .catch((error: unknown) => {
      throw isEmailTaken(error) ? conflict(EMAIL_TAKEN) : error;
    });
  return loadUser(ctx, row.id);
}

/**
 * Deletes the signed-in user's account with the locations where they are the only member.
 * Refused (409) while they are the only owner of a location that has other members.
 */
export async function deleteAccount(ctx: AuthContext, userId: string): Promise<void> {
  // Only `tx` inside: PGlite has one connection, and the outer db would wait on it forever.
  await ctx.db.transaction(async (tx) => {
    // Locking the user's locations holds off anyone joining one meanwhile (the membership's
    // foreign key check needs a share lock on the location row).
    await tx
      .select({ id: locations.id })
      .from(locations)
      .where(
        inArray(
          locations.id,
          tx.select({ id: members.locationId }).from(members).where(eq(members.userId, userId)),
        ),
      )
      .for('update');

    const other = alias(members, 'other');
    const memberships = await tx
      .select({
        locationId: members.locationId,
        name: locations.name,
        role: members.role,
        others: count(other.id),
        otherOwners: sql<number>`count(*) filter (where ${other.role} = 'owner')`.mapWith(Number),
      })
      .from(members)
      .innerJoin(locations, eq(locations.id, members.locationId))
      .leftJoin(other, and(eq(other.locationId, members.locationId), ne(other.userId, userId)))
      .where(eq(members.userId, userId))
      .groupBy(members.locationId, locations.name, members.role);

    const stranded = memberships.find(
      (m) => m.role === 'owner' && m.others > 0 && m.otherOwners === 0,
    );
    if (stranded) {
      throw conflict(`Make someone else owner of ${stranded.name} first`, {
        location_id: stranded.locationId,
        location_name: stranded.name,
      });
    }

    const alone = memberships.filter((m) => m.others === 0).map((m) => m.locationId);
    if (alone.length > 0) await tx.delete(locations).where(inArray(locations.id, alone));
    // Memberships, sessions and reset links go with the user (on delete cascade).
    await tx.delete(users).where(eq(users.id, userId));
  });
}
