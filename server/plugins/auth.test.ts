import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
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
