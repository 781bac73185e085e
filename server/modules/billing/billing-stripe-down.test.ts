import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/app.ts';
import { createUser } from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';

/** A port of 127.0.0.1 nobody listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const port = await closedPort();
const ctx = useTestApp({
  config: {
    stripe: {
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_test',
      priceIds: ['price_monthly'],
      apiHost: `http://127.0.0.1:${port}`,
    },
  },
});

describe('billing when Stripe cannot be reached', () => {
  it('answers 503 for plans and checkout, without Stripe details', async () => {
    const plans = await anonymous(ctx.app).get('/api/billing/plans');
    expect(plans.statusCode).toBe(503);
    expect(plans.json().error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Card payments are unavailable right now. Please try again in a moment.',
    });
    expect(plans.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);

    const user = await createUser(ctx.db);
    const checkout = await as(ctx.app, user).post('/api/billing/checkout-session', {
      price_id: 'price_monthly',
    });
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json().error.code).toBe('SERVICE_UNAVAILABLE');
  });
});
