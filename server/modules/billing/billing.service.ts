import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Plan } from '#contract/auth.ts';
import { users } from '#server/db/schema/index.ts';
import { validationError } from '#server/lib/app-error.ts';
import type { Context, PublicContext } from '#server/lib/context.ts';
import { type Payments, paymentsUnavailable } from './stripe-client.ts';

export { Payments } from './stripe-client.ts';

const PLANS_TTL_MS = 5 * 60 * 1000;

// Currencies Stripe counts in whole units (its "zero-decimal" list): no cents to divide by.
const ZERO_DECIMAL_CURRENCIES = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);

const plansCache = new WeakMap<Payments, { expiresAt: number; plans: Promise<Plan[]> }>();

function toPlan(price: Stripe.Price): Plan | undefined {
  if (price.unit_amount === null) return undefined;
  const product =
    typeof price.product === 'object' && !price.product.deleted ? price.product : null;
  const divisor = ZERO_DECIMAL_CURRENCIES.has(price.currency) ? 1 : 100;
  return {
    price_id: price.id,
    name: product?.name ?? price.nickname ?? price.id,
    amount: price.unit_amount / divisor,
    currency: price.currency.toUpperCase(),
    interval: price.recurring?.interval ?? null,
  };
}

async function fetchPlans(payments: Payments): Promise<Plan[]> {
  const prices = await Promise.all(
    payments.priceIds.map((id) => payments.stripe.prices.retrieve(id, { expand: ['product'] })),
  );
  return prices.map(toPlan).filter((plan): plan is Plan => plan !== undefined);
}

/** The plans on sale (STRIPE_PRICE_IDS), read from Stripe and kept five minutes; [] without payments. */
export async function listPlans(
  ctx: PublicContext,
  input: { payments: Payments | undefined },
): Promise<Plan[]> {
  const { payments } = input;
  if (!payments) return [];
  const now = ctx.now().getTime();
  let cached = plansCache.get(payments);
  if (!cached || cached.expiresAt <= now) {
    cached = { expiresAt: now + PLANS_TTL_MS, plans: fetchPlans(payments) };
    plansCache.set(payments, cached);
    // A failure is not kept: the next request asks Stripe again.
    const entry = cached;
    entry.plans.catch(() => {
      if (plansCache.get(payments) === entry) plansCache.delete(payments);
    });
  }
  try {
    return await cached.plans;
  } catch (error) {
    throw paymentsUnavailable(error);
  }
}

/**
 * Starts a Stripe Checkout subscription for a plan on sale and answers the payment page's
 * address. 422 on `field` (priceId, as registration names it) for a plan not on sale or when
 * payments are not configured.
 */
export async function createCheckoutSession(
  ctx: PublicContext,
  input: {
    payments: Payments | undefined;
    user: { id: string; email: string };
    priceId: string;
    field?: string;
  },
): Promise<string> {
  const { payments, user, priceId } = input;
  const field = input.field ?? 'priceId';
  if (!payments) throw validationError(field, 'Card payments are not available on this server.');
  payments.assertOnSale(priceId, field);

  // A returning customer pays with the Stripe customer they already have.
  const [row] = await ctx.db
    .select({ customerId: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  const publicUrl = ctx.config.publicUrl;
  let session: Stripe.Checkout.Session;
  try {
    session = await payments.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: priceId, quantity: 1 }],
      success_url: `${publicUrl}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${publicUrl}/register`,
      client_reference_id: user.id,
      ...(row?.customerId ? { customer: row.customerId } : { customer_email: user.email }),
      metadata: { user_id: user.id },
      subscription_data: { metadata: { user_id: user.id } },
    });
  } catch (error) {
    throw paymentsUnavailable(error);
  }
  if (!session.url) throw paymentsUnavailable(new Error('Stripe answered a session without a url'));
  return session.url;
}

/** Checkout for the signed-in user (`POST /api/billing/checkout-session`). */
export async function startCheckout(
  ctx: Context,
  input: { payments: Payments | undefined; priceId: string },
): Promise<string> {
  return createCheckoutSession(ctx, {
    payments: input.payments,
    user: { id: ctx.user.id, email: ctx.user.email },
    priceId: input.priceId,
    field: 'price_id',
  });
}
