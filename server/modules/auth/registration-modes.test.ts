import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { inviteCodes, users } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { createLocation, createUser, createWaitingListEntry } from '#server/test/factories.ts';
import { as } from '#server/test/request.ts';
import { createInvite, login, refreshCookieOf, register } from '#server/test/auth-helpers.ts';

const PASSWORD = 'a long and unusual passphrase';
const newEmail = () => `new-${randomUUID().slice(0, 8)}@example.test`;

/** A stand-in for Stripe's API: creates checkout sessions, except for `price_broken`. */
const checkoutRequests: URLSearchParams[] = [];
const stripeStandIn = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const form = new URLSearchParams(body);
    response.setHeader('content-type', 'application/json');
    if (
      request.url !== '/v1/checkout/sessions' ||
      form.get('line_items[0][price]') === 'price_broken'
    ) {
      response.statusCode = 400;
      response.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such price' } }),
      );
      return;
    }
    checkoutRequests.push(form);
    response.end(
      JSON.stringify({
        id: 'cs_test_123',
        object: 'checkout.session',
        url: 'https://checkout.stripe.test/c/pay/cs_test_123',
      }),
    );
  });
});
await new Promise<void>((resolve) => stripeStandIn.listen(0, '127.0.0.1', resolve));
afterAll(async () => {
  stripeStandIn.closeAllConnections(); // the Stripe client keeps its connection alive
  await new Promise<void>((resolve) => stripeStandIn.close(() => resolve()));
});
const stripePort = (stripeStandIn.address() as AddressInfo).port;

async function userByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

const invite = useTestApp({ config: { registrationMode: 'invite' } });

describe('registration by invitation', () => {
  it('says so to the sign-up screen', async () => {
    const response = await invite.app.inject({ method: 'GET', url: '/api/auth/registration' });
    expect(response.json()).toEqual({ mode: 'invite', payments: false });
  });

  it('lets in someone with a valid invite code', async () => {
    const { location } = await createLocation(invite.db, { name: 'Invite Only Bar' });
    const code = await createInvite(invite.db, location);
    const response = await register(invite.app, {
      email: newEmail(),
      password: PASSWORD,
      name: 'Invited',
      inviteCode: code.code,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().user.locations).toEqual([
      { id: location.id, name: 'Invite Only Bar', role: 'staff' },
    ]);
  });

  it('lets in an email approved on the waiting list, in any case', async () => {
    const email = newEmail();
    await createWaitingListEntry(invite.db, {
      email: email.toUpperCase(),
      status: 'approved',
      approvedAt: new Date(),
    });
    const response = await register(invite.app, { email, password: PASSWORD, name: 'Approved' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().user.locations).toEqual([]);
  });

  it('refuses anyone else with 403, creating nothing', async () => {
    const pending = newEmail();
    await createWaitingListEntry(invite.db, { email: pending });
    for (const email of [pending, newEmail()]) {
      const response = await register(invite.app, { email, password: PASSWORD, name: 'Nope' });
      expect(response.statusCode, email).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
      expect(await userByEmail(invite.db, email)).toBeUndefined();
    }
  });

  it('refuses a bad code on inviteCode even for an approved email', async () => {
    const email = newEmail();
    await createWaitingListEntry(invite.db, { email, status: 'approved' });
    const response = await register(invite.app, {
      email,
      password: PASSWORD,
      name: 'Typo',
      inviteCode: 'WRONGCODE9',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.details).toEqual([
      { path: 'inviteCode', message: 'This invite code is invalid or has expired.' },
    ]);
  });
});

const closed = useTestApp({ config: { registrationMode: 'closed' } });

describe('closed registration', () => {
  it('refuses everyone with 403, even with a valid invite code, which stays unused', async () => {
    const { location } = await createLocation(closed.db);
    const code = await createInvite(closed.db, location);
    const email = newEmail();
    const response = await register(closed.app, {
      email,
      password: PASSWORD,
      name: 'Late',
      inviteCode: code.code,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Registration is closed. Join the waiting list.',
    });
    expect(await userByEmail(closed.db, email)).toBeUndefined();
    const [after] = await closed.db.select().from(inviteCodes).where(eq(inviteCodes.id, code.id));
    expect(after?.uses).toBe(0);
  });

  it('still signs existing users in and lets invite codes add them to locations', async () => {
    const user = await createUser(closed.db);
    const signedIn = await login(closed.app, { email: user.email, password: user.password });
    expect(signedIn.statusCode).toBe(200);
    const { location } = await createLocation(closed.db);
    const code = await createInvite(closed.db, location);
    const redeemed = await as(closed.app, user).post('/api/auth/redeem-invite', {
      inviteCode: code.code,
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json().locations).toHaveLength(1);
  });
});

const secure = useTestApp({ config: { publicUrl: 'https://barback.example' } });

describe('behind https', () => {
  it('marks the refresh cookie Secure', async () => {
    const response = await register(secure.app, {
      email: newEmail(),
      password: PASSWORD,
      name: 'Secure',
    });
    expect(response.statusCode).toBe(201);
    const cookie = refreshCookieOf(response);
    expect(cookie?.attributes.get('secure')).toBe(true);
    expect(cookie?.attributes.get('httponly')).toBe(true);
    expect(cookie?.attributes.get('samesite')).toBe('Lax');
  });
});

const paid = useTestApp({
  config: {
    stripe: {
      secretKey: 'sk_test_standin',
      webhookSecret: undefined,
      priceIds: ['price_basic', 'price_broken'],
      apiHost: `http://127.0.0.1:${stripePort}`,
    },
  },
});

describe('registration with card payments', () => {
  it('says payments are on', async () => {
    const response = await paid.app.inject({ method: 'GET', url: '/api/auth/registration' });
    expect(response.json()).toEqual({ mode: 'open', payments: true });
  });

  it('answers where to pay for the picked plan, once the account exists', async () => {
    const email = newEmail();
    const response = await register(paid.app, {
      email,
      password: PASSWORD,
      name: 'Subscriber',
      priceId: 'price_basic',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().checkout_url).toBe('https://checkout.stripe.test/c/pay/cs_test_123');
    const sent = checkoutRequests.at(-1);
    expect(sent?.get('client_reference_id')).toBe(response.json().user.id);
    expect(sent?.get('customer_email')).toBe(email);
  });

  it('refuses a plan not on offer before creating anything', async () => {
    const email = newEmail();
    const response = await register(paid.app, {
      email,
      password: PASSWORD,
      name: 'Bargain Hunter',
      priceId: 'price_free_forever',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.details).toEqual([
      { path: 'priceId', message: 'Choose one of the plans on offer.' },
    ]);
    expect(await userByEmail(paid.db, email)).toBeUndefined();
  });

  it('still signs the new account in when the payment provider fails', async () => {
    const response = await register(paid.app, {
      email: newEmail(),
      password: PASSWORD,
      name: 'Unlucky',
      priceId: 'price_broken',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).not.toHaveProperty('checkout_url');
    expect(refreshCookieOf(response)).toBeDefined();
  });
});
