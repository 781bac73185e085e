import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { passwordResets, users } from '#server/db/schema/index.ts';
import { validationError } from '#server/lib/app-error.ts';
import { AttemptLimiter, type AttemptWindows } from '#server/lib/attempt-limiter.ts';
import type { PublicContext } from '#server/lib/context.ts';
import { passwordResetEmail } from '#server/lib/emails/password-reset.ts';
import { queueMail } from '#server/lib/mail-queue/queue.ts';
import { hashPassword } from '#server/lib/password.ts';
import { assertAcceptablePassword } from '#server/lib/password-policy.ts';
import { revokeAllSessions } from '../auth/sessions.service.ts';

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 30;

const INVALID_LINK = 'This reset link is invalid or has expired.';
const TOO_MANY = 'Too many password reset requests. Please wait and try again.';
const FIFTEEN_MINUTES = 15 * 60 * 1000;

export interface ResetLimits {
  perIp: AttemptLimiter;
  perEmail: AttemptLimiter;
}

/**
 * Request counters on the app's clock: 5 per IP and 3 per email every 15 minutes, kept where
 * `windows` says (the app's shared limits, or this process).
 */
export function createResetLimits(
  now: () => number,
  windows?: (name: 'reset-ip' | 'reset-email') => AttemptWindows,
): ResetLimits {
  return {
    perIp: new AttemptLimiter({
      max: 5,
      windowMs: FIFTEEN_MINUTES,
      now,
      ...(windows ? { windows: windows('reset-ip') } : {}),
    }),
    perEmail: new AttemptLimiter({
      max: 3,
      windowMs: FIFTEEN_MINUTES,
      now,
      ...(windows ? { windows: windows('reset-email') } : {}),
    }),
  };
}

function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Emails a single-use reset link when the address belongs to an account. The caller learns
 * nothing either way: same answer, same queries, the email sent in the background. The limits
 * count every address, known or not, so a refusal says nothing either.
 */
export async function requestPasswordReset(
  ctx: PublicContext,
  input: { email: string; ip: string; limits: ResetLimits },
): Promise<void> {
  const { limits } = input;
  const emailKey = input.email.toLowerCase();
  await limits.perIp.assertAllowed(input.ip, TOO_MANY);
  await limits.perEmail.assertAllowed(emailKey, TOO_MANY);
  await Promise.all([limits.perIp.record(input.ip), limits.perEmail.record(emailKey)]);

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(ctx.now().getTime() + RESET_LINK_MINUTES * 60 * 1000);
  // One statement whether or not the account exists: it inserts a row only when it does.
  const account = ctx.db.$with('account').as(
    ctx.db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(eq(sql`lower(${users.email})`, emailKey)),
  );
  const created = ctx.db.$with('created').as(
    ctx.db
      .insert(passwordResets)
      .select(
        ctx.db
          .select({
            id: sql<string>`gen_random_uuid()`.as('id'),
            userId: account.id,
            tokenHash: sql<string>`${hashResetToken(token)}`.as('token_hash'),
            expiresAt: sql<Date>`${expiresAt.toISOString()}::timestamptz`.as('expires_at'),
            usedAt: sql<Date | null>`null::timestamptz`.as('used_at'),
            createdAt: sql<Date>`now()`.as('created_at'),
          })
          .from(account),
      )
      .returning({ userId: passwordResets.userId }),
  );
  const [recipient] = await ctx.db
    .with(account, created)
    .select({ email: account.email, name: account.name })
    .from(created)
    .innerJoin(account, eq(account.id, created.userId));

  if (recipient) {
    const message = passwordResetEmail({
      to: recipient.email,
      name: recipient.name,
      publicUrl: ctx.config.publicUrl,
      token,
      validMinutes: RESET_LINK_MINUTES,
    });
    // Queued, never awaited as a delivery: the answer is the same whether the account exists.
    await queueMail(ctx.db, { kind: 'password-reset', message }, ctx.now());
    ctx.mailer.wake();
  }
}

/**
 * Sets a new password with a reset token: the token is used up, every other open link of the
 * account too, and all the account's sessions end (their access tokens from the next request). 422 on `token` when it is unknown, used or
 * expired; 422 on `password` when the password is too common.
 */
export async function confirmPasswordReset(
  ctx: PublicContext,
  input: { token: string; password: string },
): Promise<void> {
  const tokenHash = hashResetToken(input.token);
  const stillValid = and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, ctx.now()),
  );
  // A cheap look first, so a dead link never costs a password hash.
  const [open] = await ctx.db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(stillValid)
    .limit(1);
  if (!open) throw validationError('token', INVALID_LINK);
  assertAcceptablePassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);

  // Only `tx` inside: PGlite has one connection, and the outer db would wait on it forever.
  const userId = await ctx.db.transaction(async (tx) => {
    // The conditions again: of two concurrent uses of one link, exactly one gets the row.
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(stillValid)
      .returning({ userId: passwordResets.userId });
    if (!reset) throw validationError('token', INVALID_LINK);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    await revokeAllSessions({ ...ctx, db: tx }, { userId: reset.userId });
    return reset.userId;
  });
  await ctx.sessionsEnded(userId);
}
