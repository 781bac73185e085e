import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.ts';
import { signAccessToken } from '#server/lib/tokens.ts';
import { useTestApp } from '#server/test/app.ts';
import { addMember, createLocation, createUser } from '#server/test/factories.ts';
import { anonymous, as, tokenFor } from '#server/test/request.ts';

// Unique per run: on PostgreSQL every test file shares one database.
const ADMIN_EMAIL = `admin-${randomUUID().slice(0, 8)}@barback.test`;
const ctx = useTestApp({ config: { adminEmails: [ADMIN_EMAIL] } });

describe('GET /api/auth/me', () => {
  it('answers the user and the locations they belong to, with their role', async () => {
    const { location: own, owner } = await createLocation(ctx.db, { name: 'Aardvark Arms' });
    const { location: other } = await createLocation(ctx.db, { name: 'Zebra Bar' });
    await addMember(ctx.db, other, 'staff', owner);
    await createLocation(ctx.db, { name: 'Not Theirs' });

    const response = await as(ctx.app, owner).get('/api/auth/me');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: owner.id,
        email: owner.email,
        name: owner.name,
        created_at: owner.createdAt.toISOString(),
        subscription_status: null,
        is_admin: false,
        locations: [
          { id: own.id, name: 'Aardvark Arms', role: 'owner' },
          { id: other.id, name: 'Zebra Bar', role: 'staff' },
        ],
      },
    });
    expect(response.body).not.toContain('password');
  });

  it('says whether the user administers sign-ups, and their subscription state', async () => {
    const admin = await createUser(ctx.db, { email: ADMIN_EMAIL.toUpperCase() });
    await ctx.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, admin.id));
    const response = await as(ctx.app, admin).get('/api/auth/me');
    expect(response.json().user).toMatchObject({ is_admin: true, subscription_status: 'active' });
    const someone = await createUser(ctx.db);
    expect((await as(ctx.app, someone).get('/api/auth/me')).json().user.is_admin).toBe(false);
  });

  it('answers 401 MISSING_TOKEN without a token', async () => {
    const response = await anonymous(ctx.app).get('/api/auth/me');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('MISSING_TOKEN');
  });

  it('answers 401 INVALID_TOKEN to a token signed with another secret', async () => {
    const user = await createUser(ctx.db);
    const forged = await signAccessToken('another-secret-that-is-long-enough-to-sign', {
      userId: user.id,
      email: user.email,
    });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('INVALID_TOKEN');
  });

  it('answers 401 TOKEN_EXPIRED to an expired token', async () => {
    const user = await createUser(ctx.db);
    const expired = await tokenFor(ctx.app, user, -10);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('TOKEN_EXPIRED');
  });

  it('answers 401 once the account is gone', async () => {
    const user = await createUser(ctx.db);
    const caller = as(ctx.app, user);
    await ctx.db.delete(users).where(eq(users.id, user.id));
    const response = await caller.get('/api/auth/me');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('INVALID_TOKEN');
  });
});
