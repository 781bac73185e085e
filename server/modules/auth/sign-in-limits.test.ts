import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/app.ts';
import { createUser } from '#server/test/factories.ts';
import { login, newClientIp, signIn } from '#server/test/auth-helpers.ts';

// Failed password checks: by account and client (address), and by account alone (docs/api.md).
let now = new Date('2026-11-20T12:00:00Z').getTime();
const ctx = useTestApp({ clock: () => new Date(now) });

const retryAfter = (response: LightMyRequestResponse) => Number(response.headers['retry-after']);

function expectWait(response: LightMyRequestResponse, message: string) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json().error).toMatchObject({
    code: 'RATE_LIMITED',
    message,
    details: { retry_after: retryAfter(response) },
  });
}

const SIGN_INS = 'Too many failed sign-ins. Please wait and try again.';

describe('a stranger guessing one account’s password', () => {
  it('waits out 15 minutes at their own address, while the owner signs in from theirs', async () => {
    const owner = await createUser(ctx.db);
    const bystander = await createUser(ctx.db);
    const stranger = newClientIp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await login(
        ctx.app,
        { email: owner.email, password: `guess ${attempt}` },
        stranger,
      );
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
      now += 100;
    }
    now += 1_000;
    const eleventh = await login(ctx.app, { email: owner.email, password: 'guess 11' }, stranger);
    expectWait(eleventh, SIGN_INS);
    expect(retryAfter(eleventh)).toBeGreaterThan(14 * 60);
    expect(retryAfter(eleventh)).toBeLessThanOrEqual(15 * 60);
    // Even the right password waits at that address: it may be the stranger's lucky guess.
    const rightThere = await login(
      ctx.app,
      { email: owner.email, password: owner.password },
      stranger,
    );
    expectWait(rightThere, SIGN_INS);

    const ownPhone = await login(ctx.app, { email: owner.email, password: owner.password });
    expect(ownPhone.statusCode, ownPhone.body).toBe(200);
    const other = await login(
      ctx.app,
      { email: bystander.email, password: bystander.password },
      stranger,
    );
    expect(other.statusCode).toBe(200);

    now += 15 * 60_000;
    const later = await login(ctx.app, { email: owner.email, password: owner.password }, stranger);
    expect(later.statusCode).toBe(200);
  });

  it('from many addresses, slows every attempt on the account by seconds, never locks it', async () => {
    const owner = await createUser(ctx.db);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await login(ctx.app, { email: owner.email, password: `guess ${attempt}` });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const waits: number[] = [];
    for (let attempt = 11; attempt <= 20; attempt++) {
      const refused = await login(ctx.app, { email: owner.email, password: `guess ${attempt}` });
      expectWait(refused, SIGN_INS);
      waits.push(retryAfter(refused));
      now += retryAfter(refused) * 1000;
      const response = await login(ctx.app, { email: owner.email, password: `guess ${attempt}` });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 8, 8, 8, 8, 8, 8]);

    // The owner, from a new address, waits as long as the last wait at most.
    const owners = await login(ctx.app, { email: owner.email, password: owner.password });
    expectWait(owners, SIGN_INS);
    expect(retryAfter(owners)).toBeLessThanOrEqual(8);
    now += retryAfter(owners) * 1000;
    expect(
      (await login(ctx.app, { email: owner.email, password: owner.password })).statusCode,
    ).toBe(200);
  });

  it('counts unknown emails alike, so a wait tells nothing about which exist', async () => {
    const owner = await createUser(ctx.db);
    const ghost = `ghost-${randomUUID()}@example.test`;
    const answers = [];
    for (const email of [owner.email, ghost]) {
      const ip = newClientIp();
      for (let attempt = 1; attempt <= 10; attempt++) {
        await login(ctx.app, { email, password: `guess ${attempt}` }, ip);
      }
      const response = await login(ctx.app, { email, password: 'guess 11' }, ip);
      expectWait(response, SIGN_INS);
      answers.push(retryAfter(response));
    }
    expect(answers[1]).toBe(answers[0]);
  });

  it('lets a client that signed in count from zero again', async () => {
    const owner = await createUser(ctx.db);
    const phone = newClientIp();
    for (let attempt = 1; attempt <= 9; attempt++) {
      await login(ctx.app, { email: owner.email, password: `typo ${attempt}` }, phone);
    }
    const signedIn = await login(ctx.app, { email: owner.email, password: owner.password }, phone);
    expect(signedIn.statusCode).toBe(200);
    for (let attempt = 1; attempt <= 10; attempt++) {
      // Past the account's ten failures each waits its seconds; the address is not locked.
      now += 8_000;
      const response = await login(
        ctx.app,
        { email: owner.email, password: `again ${attempt}` },
        phone,
      );
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    now += 8_000;
    const eleventh = await login(ctx.app, { email: owner.email, password: 'again 11' }, phone);
    expectWait(eleventh, SIGN_INS);
    expect(retryAfter(eleventh)).toBeGreaterThan(8);
  });
});

describe('wrong current passwords on PUT /api/auth/user', () => {
  const WRONG = 'Too many wrong passwords. Please wait and try again.';

  const changePassword = (token: string, current: string, ip: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      remoteAddress: ip,
      headers: { authorization: `Bearer ${token}` },
      payload: { current_password: current, new_password: 'a fresh and long passphrase' },
    });

  it('count like failed sign-ins, by account and address: they never lock the owner out', async () => {
    const owner = await createUser(ctx.db);
    const { token } = await signIn(ctx.app, owner);
    const borrowed = newClientIp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await changePassword(token, `guess ${attempt}`, borrowed);
      expect(response.statusCode, `attempt ${attempt}`).toBe(422);
    }
    now += 1_000;
    expectWait(await changePassword(token, owner.password, borrowed), WRONG);
    expectWait(
      await login(ctx.app, { email: owner.email, password: owner.password }, borrowed),
      SIGN_INS,
    );
    expect(
      (await login(ctx.app, { email: owner.email, password: owner.password })).statusCode,
    ).toBe(200);
  });
});
