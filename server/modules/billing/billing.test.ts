import { describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/app-error.ts';
import { useTestApp } from '#server/test/app.ts';
import { createUser } from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';
import { useStripeStandIn } from '#server/test/stripe.ts';
import { publicContextOf } from '#server/test/auth-helpers.ts';
import { createCheckoutSession, Payments } from './billing.service.ts';

const stripeApi = useStripeStandIn([
  {
    id: 'price_monthly',
    productName: 'Barback Monthly',
    unitAmount: 1900,
    currency: 'eur',
    interval: 'month',
  },
  {
    id: 'price_yearly',
    productName: 'Barback Yearly',
    unitAmount: 19000,
    currency: 'eur',
    interval: 'year',
  },
  {
    id: 'price_hidden',
    productName: 'Not on sale',
    unitAmount: 100,
    currency: 'eur',
    interval: 'month',
  },
]);
const ctx = useTestApp({
  config: {
    get stripe() {
      return {
        secretKey: 'sk_test_x',
        webhookSecret: 'whsec_test',
        priceIds: ['price_monthly', 'price_yearly'],
        apiHost: stripeApi.url,
      };
    },
  },
});

describe('GET /api/billing/plans', () => {
  it('answers the configured prices as read from Stripe, and keeps them a while', async () => {
    const response = await anonymous(ctx.app).get('/api/billing/plans');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        price_id: 'price_monthly',
        name: 'Barback Monthly',
        amount: 19,
        currency: 'EUR',
        interval: 'month',
      },
      {
        price_id: 'price_yearly',
        name: 'Barback Yearly',
        amount: 190,
        currency: 'EUR',
        interval: 'year',
      },
    ]);
    const priceCalls = stripeApi.requests.filter((r) => r.path.startsWith('/v1/prices/'));
    expect(priceCalls.map((r) => r.path).sort()).toEqual([
      '/v1/prices/price_monthly',
      '/v1/prices/price_yearly',
    ]);
    expect(priceCalls[0]?.authorization).toBe('Bearer sk_test_x');

    await anonymous(ctx.app).get('/api/billing/plans');
    expect(stripeApi.requests.filter((r) => r.path.startsWith('/v1/prices/'))).toHaveLength(2);
  });
});

describe('POST /api/billing/checkout-session', () => {
  it('creates a subscription checkout for the signed-in user and answers its url', async () => {
    const user = await createUser(ctx.db);
    const response = await as(ctx.app, user).post('/api/billing/checkout-session', {
      price_id: 'price_yearly',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: stripeApi.checkoutUrl });

    const created = stripeApi.requests
      .filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')
      .at(-1);
    const form = Object.fromEntries(created?.form ?? []);
    expect(form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_yearly',
      'line_items[0][quantity]': '1',
      success_url: 'http://localhost:3000/subscription/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/register',
      client_reference_id: user.id,
      customer_email: user.email,
    });
  });

  it('refuses a price that is not on sale (422 on price_id) and a bad body', async () => {
    const user = await createUser(ctx.db);
    const before = stripeApi.requests.length;
    const hidden = await as(ctx.app, user).post('/api/billing/checkout-session', {
      price_id: 'price_hidden',
    });
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json().error.details[0].path).toBe('price_id');
    const empty = await as(ctx.app, user).post('/api/billing/checkout-session', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.details[0].path).toBe('price_id');
    expect(stripeApi.requests).toHaveLength(before);
  });

  it('answers 401 without a token', async () => {
    const response = await anonymous(ctx.app).post('/api/billing/checkout-session', {
      price_id: 'price_monthly',
    });
    expect(response.statusCode).toBe(401);
  });

  it('as a service, names the field priceId for registration', async () => {
    const user = await createUser(ctx.db);
    const payments = Payments.fromConfig(ctx.app.config);
    const attempt = createCheckoutSession(publicContextOf(ctx.app), {
      payments,
      user,
      priceId: 'price_hidden',
    });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'priceId', message: expect.any(String) }],
    });
    const url = await createCheckoutSession(publicContextOf(ctx.app), {
      payments,
      user,
      priceId: 'price_monthly',
    });
    expect(url).toBe(stripeApi.checkoutUrl);
  });
});
