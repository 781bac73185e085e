import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { PublicContext } from '#server/lib/context.ts';

const userId = z.uuid();

function badSignature(message: string): AppError {
  return new AppError('BAD_REQUEST', message);
}

/** The event Stripe signed, checked against STRIPE_WEBHOOK_SECRET; 400 BAD_REQUEST otherwise. */
export function verifyStripeEvent(
  ctx: PublicContext,
  input: { payload: Buffer | undefined; signature: string | string[] | undefined },
): Stripe.Event {
  const { payload, signature } = input;
  const secret = ctx.config.stripe?.webhookSecret;
  if (!secret) throw badSignature('Payment webhooks are not configured on this server.');
  if (typeof signature !== 'string' || signature === '') {
    throw badSignature('The Stripe-Signature header is missing.');
  }
  if (!payload || payload.length === 0) throw badSignature('The webhook has no body.');
  try {
    return Stripe.webhooks.constructEvent(payload, signature, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw badSignature('The webhook signature does not match.');
    }
    throw badSignature('The webhook could not be read.');
  }
}

const idOf = (value: string | { id: string } | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The subscription state a finished Checkout leaves behind. */
function statusAfterCheckout(session: Stripe.Checkout.Session): string {
  if (session.subscription && typeof session.subscription === 'object') {
    return session.subscription.status;
  }
  return session.payment_status === 'unpaid' ? 'incomplete' : 'active';
}

async function recordCheckout(db: Db, session: Stripe.Checkout.Session): Promise<void> {
  const id = userId.safeParse(session.client_reference_id);
  if (session.mode !== 'subscription' || !id.success) return;
  const customerId = idOf(session.customer);
  await db
    .update(users)
    .set({
      subscriptionStatus: statusAfterCheckout(session),
      ...(customerId ? { stripeCustomerId: customerId } : {}),
    })
    .where(eq(users.id, id.data));
}

async function recordSubscription(db: Db, subscription: Stripe.Subscription): Promise<void> {
  const customerId = idOf(subscription.customer);
  if (!customerId) return;
  const updated = await db
    .update(users)
    .set({ subscriptionStatus: subscription.status })
    .where(eq(users.stripeCustomerId, customerId))
    .returning({ id: users.id });
  if (updated.length > 0) return;
  // Stripe does not promise an order: this may come before checkout.session.completed, so the
  // user is found by the id the checkout put in the subscription's metadata.
  const id = userId.safeParse(subscription.metadata?.user_id);
  if (!id.success) return;
  await db
    .update(users)
    .set({ subscriptionStatus: subscription.status, stripeCustomerId: customerId })
    .where(eq(users.id, id.data));
}

/** Records what a verified Stripe event says about a user's subscription; other events are ignored. */
export async function applyStripeEvent(
  ctx: PublicContext,
  input: { event: Stripe.Event },
): Promise<void> {
  const { event } = input;
  switch (event.type) {
    case 'checkout.session.completed':
      await recordCheckout(ctx.db, event.data.object);
      break;
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      await recordSubscription(ctx.db, event.data.object);
      break;
    default:
      break;
  }
}
