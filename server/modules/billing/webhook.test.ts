import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { createUser, type TestUser } from '#server/test/factories.ts';
import { as } from '#server/test/request.ts';

const WEBHOOK_SECRET = 'whsec_test';
// Webhooks never call Stripe: the signature is checked offline with the secret.
const ctx = useTestApp({
  config: {
    stripe: { secretKey: 'sk_test_x', webhookSecret: WEBHOOK_SECRET, priceIds: ['price_monthly'] },
  },
});

/** Posts an event to the webhook, signed the way Stripe signs it. */
function postEvent(
  event: { type: string; data: { object: Record<string, unknown> } },
  secret = WEBHOOK_SECRET,
) {
  const payload = JSON.stringify({
    id: `evt_${Date.now()}`,
    object: 'event',
    api_version: '2025-01-01',
    ...event,
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

async function subscriptionOf(user: TestUser) {
  const [row] = await ctx.db
    .select({ status: users.subscriptionStatus, customerId: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, user.id));
  return row;
}

describe('POST /api/billing/webhook', () => {
  it('records the subscription from a completed checkout, then its changes', async () => {
    const user = await createUser(ctx.db);
    const customer = `cus_${user.id.slice(0, 8)}`;
    const completed = await postEvent({
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: user.id,
          customer,
          subscription: 'sub_1',
          payment_status: 'paid',
          status: 'complete',
        },
      },
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toEqual({ received: true });
    expect(await subscriptionOf(user)).toEqual({ status: 'active', customerId: customer });

    const me = await as(ctx.app, user).get('/api/auth/me');
    expect(me.json().user.subscription_status).toBe('active');

    const subscription = (status: string) => ({
      object: { id: 'sub_1', object: 'subscription', customer, status, metadata: {} },
    });
    expect(
      (await postEvent({ type: 'customer.subscription.updated', data: subscription('past_due') }))
        .statusCode,
    ).toBe(200);
    expect((await subscriptionOf(user))?.status).toBe('past_due');
    expect(
      (await postEvent({ type: 'customer.subscription.deleted', data: subscription('canceled') }))
        .statusCode,
    ).toBe(200);
    expect(await subscriptionOf(user)).toEqual({ status: 'canceled', customerId: customer });
  });

  it('finds the user by the checkout metadata when the subscription event comes first', async () => {
    const user = await createUser(ctx.db);
    const response = await postEvent({
      type: 'customer.subscription.updated',
      data: {
        object: {
          id: 'sub_2',
          object: 'subscription',
          customer: `cus_early_${user.id.slice(0, 8)}`,
          status: 'trialing',
          metadata: { user_id: user.id },
        },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(await subscriptionOf(user)).toEqual({
      status: 'trialing',
      customerId: `cus_early_${user.id.slice(0, 8)}`,
    });
  });

  it('acknowledges events it does not use, changing nothing', async () => {
    const user = await createUser(ctx.db);
    const response = await postEvent({
      type: 'invoice.paid',
      data: { object: { id: 'in_1', object: 'invoice' } },
    });
    expect(response.statusCode).toBe(200);
    const unknownUser = await postEvent({
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_x',
          mode: 'subscription',
          client_reference_id: 'not-a-uuid',
          customer: 'cus_x',
        },
      },
    });
    expect(unknownUser.statusCode).toBe(200);
    expect(await subscriptionOf(user)).toEqual({ status: null, customerId: null });
  });

  it('refuses a bad or missing signature with 400, changing nothing', async () => {
    const user = await createUser(ctx.db);
    const event = {
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_forged',
          mode: 'subscription',
          client_reference_id: user.id,
          customer: 'cus_forged',
        },
      },
    };
    const forged = await postEvent(event, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('BAD_REQUEST');

    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_1', object: 'event', ...event }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().error.code).toBe('BAD_REQUEST');
    expect(await subscriptionOf(user)).toEqual({ status: null, customerId: null });
  });

  it('keeps a body signed as sent: one changed byte fails', async () => {
    const payload = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'invoice.paid',
      data: { object: {} },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const spaced = payload.replace('"type"', ' "type"');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: spaced,
    });
    expect(response.statusCode).toBe(400);
  });
});
