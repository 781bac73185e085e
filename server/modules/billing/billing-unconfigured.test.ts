import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/app.ts';
import { createUser } from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';

// The default test configuration has no Stripe settings: card payments are off.
const ctx = useTestApp();

describe('billing without card payments configured', () => {
  it('lists no plans', async () => {
    const response = await anonymous(ctx.app).get('/api/billing/plans');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('refuses a checkout with 422', async () => {
    const user = await createUser(ctx.db);
    const response = await as(ctx.app, user).post('/api/billing/checkout-session', {
      price_id: 'price_x',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.details[0].path).toBe('price_id');
  });

  it('refuses webhooks with 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_REQUEST');
  });

  it('still parses JSON bodies on the other routes', async () => {
    const response = await anonymous(ctx.app).post('/api/waiting-list', {
      email: `json-${Date.now()}@example.test`,
    });
    expect(response.statusCode).toBe(201);
  });
});
