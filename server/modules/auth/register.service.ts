import type { RegisterBody, RegistrationInfo } from '#contract/auth.ts';
import { users } from '#server/db/schema/index.ts';
import { AppError, conflict } from '#server/lib/app-error.ts';
import type { PublicContext } from '#server/lib/context.ts';
import { hashPassword } from '#server/lib/password.ts';
import { assertAcceptablePassword } from '#server/lib/password-policy.ts';
import { createCheckoutSession, type Payments } from '../billing/billing.service.ts';
import {
  announceJoin,
  type JoinedLocation,
  joinWithInviteCode,
} from '../locations/invite-codes.service.ts';
import { createLocationWithOwner } from '../locations/locations.service.ts';
import { isApprovedOnWaitingList } from '../waiting-list/waiting-list.service.ts';
import { EMAIL_TAKEN, findUserByEmail, isEmailTaken, type SignedIn, signedIn } from './users.ts';
import { type SessionClient, startSession } from './sessions.ts';

export const REGISTRATION_CLOSED = 'Registration is closed. Join the waiting list.';
export const INVITATION_NEEDED =
  'Registration is by invitation. Enter an invite code, or join the waiting list.';

export type Registered = SignedIn & { checkoutUrl?: string };

/** What the sign-up screen may offer. */
export function registrationInfoFor(
  ctx: PublicContext,
  input: { payments: Payments | undefined },
): RegistrationInfo {
  return { mode: ctx.config.registrationMode, payments: input.payments !== undefined };
}

const present = (value: string | undefined) => (value ? value : undefined);

/** Refuses a registration the mode does not allow (before any work is done). */
async function assertRegistrationAllowed(
  ctx: PublicContext,
  email: string,
  inviteCode: string | undefined,
): Promise<void> {
  const mode = ctx.config.registrationMode;
  if (mode === 'closed') throw new AppError('FORBIDDEN', REGISTRATION_CLOSED);
  // With a code, the code decides (inside the transaction, where it is used up).
  if (mode === 'invite' && !inviteCode && !(await isApprovedOnWaitingList(ctx, { email }))) {
    throw new AppError('FORBIDDEN', INVITATION_NEEDED);
  }
}

/**
 * Creates an account and signs it in. With an invite code it joins that location; with a
 * location name it creates one owned by the new user; all of it in one transaction. With a
 * plan picked and payments configured, answers where to pay too.
 */
export async function register(
  ctx: PublicContext,
  input: { registration: RegisterBody; client: SessionClient; payments: Payments | undefined },
): Promise<Registered> {
  const { payments } = input;
  const body = input.registration;
  const inviteCode = present(body.inviteCode);
  const locationName = present(body.locationName);
  // Without payments configured everything is free: a plan picked is ignored.
  const priceId = payments ? present(body.priceId) : undefined;

  await assertRegistrationAllowed(ctx, body.email, inviteCode);
  assertAcceptablePassword(body.password);
  // Checked now as well as by the checkout: once the account is committed it is too late.
  if (priceId) payments?.assertOnSale(priceId, 'priceId');
  // Saying the email is taken reveals that an account exists. Sign-up cannot avoid it
  // without an email round trip first, and common practice accepts it; the per-IP limit on
  // this route keeps it from being used to list accounts. Login never reveals it.
  if (await findUserByEmail(ctx, { email: body.email })) throw conflict(EMAIL_TAKEN);

  // argon2 is slow on purpose: hash before the transaction holds the connection.
  const passwordHash = await hashPassword(body.password);
  // Only `tx` inside: PGlite has one connection, and the outer db would wait on it forever.
  let joined: JoinedLocation | undefined;
  const session = await ctx.db
    .transaction(async (tx) => {
      const inTransaction = { ...ctx, db: tx };
      const [user] = await tx
        .insert(users)
        .values({ email: body.email, name: body.name, passwordHash })
        .returning({ id: users.id });
      if (!user) throw new Error('user not created');
      if (inviteCode) {
        joined = await joinWithInviteCode(inTransaction, { userId: user.id, code: inviteCode });
      }
      if (locationName) {
        await createLocationWithOwner(inTransaction, {
          ownerId: user.id,
          settings: {
            name: locationName,
            ...(body.locationCurrency ? { currency: body.locationCurrency } : {}),
            ...(body.locationTimezone ? { timezone: body.locationTimezone } : {}),
          },
        });
      }
      return startSession(inTransaction, { userId: user.id, client: input.client });
    })
    .catch((error: unknown) => {
      // Two sign-ups with one email at once: the unique index lets only one through.
      throw isEmailTaken(error) ? conflict(EMAIL_TAKEN) : error;
    });
  if (joined) await announceJoin(ctx, joined);

  const answer: Registered = await signedIn(ctx, { session });
  if (priceId) {
    try {
      answer.checkoutUrl = await createCheckoutSession(ctx, {
        payments,
        user: { id: answer.user.id, email: answer.user.email },
        priceId,
      });
    } catch (error) {
      // The account exists and is signed in: the plan can still be picked later, so a payment
      // provider that is down must not turn a successful sign-up into an error.
      ctx.log.warn({ err: error }, 'checkout session not created at registration');
    }
  }
  return answer;
}
