import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { TEST_JWT_SECRET, useTestApp } from '../test/app.ts';
import { createLocation } from '../test/factories.ts';
import { as } from '../test/request.ts';

// As in production: the process trusts a seen account for a window instead of asking each time.
let now = new Date('2026-11-20T12:00:00Z').getTime();
const ctx = useTestApp({ config: { accountCheckMs: 5_000 }, clock: () => new Date(now) });

describe('the account behind a token', () => {
  it('is refused at once when deleted through the app', async () => {
    const { owner } = await createLocation(ctx.db);
    const caller = as(ctx.app, owner);
    expect((await caller.get('/api/locations')).statusCode).toBe(200);
    expect((await caller.delete('/api/auth/user')).statusCode).toBe(204);
    const after = await caller.get('/api/locations');
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('INVALID_TOKEN');
  });

  it('is asked of the database again once the window has passed', async () => {
    const { owner } = await createLocation(ctx.db);
    const caller = as(ctx.app, owner);
    expect((await caller.get('/api/locations')).statusCode).toBe(200);
    // Deleted by another process: this one still trusts it within the window, with no
    // location left to see, and refuses it after.
    await ctx.db.delete(users).where(eq(users.id, owner.id));
    const within = await caller.get('/api/locations');
    expect(within.statusCode).toBe(200);
    expect(within.json()).toEqual([]);
    now += 5_000;
    expect((await caller.get('/api/locations')).statusCode).toBe(401);
  });
});

describe('the claims of a token', () => {
  const sign = (claims: Record<string, unknown>, ends = true) => {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('barback')
      .setAudience('authenticated')
      .setIssuedAt(new Date(now));
    if (ends) jwt.setExpirationTime(new Date(now + 60_000));
    return jwt.sign(new TextEncoder().encode(TEST_JWT_SECRET));
  };

  it('refuses with 401 INVALID_TOKEN a token that never ends or names no UUID', async () => {
    const { owner } = await createLocation(ctx.db);
    for (const token of [
      await sign({ sub: owner.id, email: owner.email }, false),
      await sign({ sub: 'not-a-uuid', email: owner.email }),
      await sign({ sub: owner.id, email: owner.email, sid: 'not-a-uuid' }),
    ]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/locations',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('INVALID_TOKEN');
    }
  });
});
