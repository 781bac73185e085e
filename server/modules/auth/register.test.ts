import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  inviteCodes,
  locations,
  members,
  refreshSessions,
  users,
} from '#server/db/schema/index.ts';
import { verifyAccessToken } from '#server/lib/tokens.ts';
import { useTestApp } from '#server/test/app.ts';
import { createLocation, createUser } from '#server/test/factories.ts';
import { SESSION_LIFETIME_MS, hashRefreshToken } from './sessions.ts';
import { createInvite, refreshCookieOf, register } from '#server/test/auth-helpers.ts';

const ctx = useTestApp();

const PASSWORD = 'a long and unusual passphrase';
const newEmail = () => `new-${randomUUID().slice(0, 8)}@example.test`;

async function userByEmail(email: string) {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

describe('POST /api/auth/register', () => {
  it('creates the account, signs it in and sets the refresh cookie', async () => {
    const email = newEmail();
    const response = await register(ctx.app, { email, password: PASSWORD, name: 'Ada Bar' });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({
      email,
      name: 'Ada Bar',
      locations: [],
      subscription_status: null,
      is_admin: false,
    });
    expect(body).not.toHaveProperty('checkout_url');
    expect(response.body).not.toContain('password');

    const claims = await verifyAccessToken(ctx.app.config.jwtSecret, body.token);
    expect(claims.userId).toBe(body.user.id);

    const cookie = refreshCookieOf(response);
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43); // 32 random bytes, base64url
    expect(cookie?.attributes.get('httponly')).toBe(true);
    expect(cookie?.attributes.get('path')).toBe('/api/auth');
    expect(cookie?.attributes.get('samesite')).toBe('Lax');
    expect(cookie?.attributes.has('secure')).toBe(false); // publicUrl is http here
    expect(Number(cookie?.attributes.get('max-age'))).toBeGreaterThan(
      SESSION_LIFETIME_MS / 1000 - 60,
    );

    // The database keeps only the hash of the refresh token, in the access token's family.
    const sessions = await ctx.db
      .select()
      .from(refreshSessions)
      .where(eq(refreshSessions.userId, body.user.id));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.tokenHash).toBe(hashRefreshToken(cookie?.value ?? ''));
    expect(sessions[0]?.tokenHash).not.toContain(cookie?.value);
    expect(sessions[0]?.familyId).toBe(claims.sessionId);

    const stored = await userByEmail(email);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('creates the named location with the new user as its owner', async () => {
    const response = await register(ctx.app, {
      email: newEmail(),
      password: PASSWORD,
      name: 'Owner To Be',
      locationName: 'The Copper Still',
    });
    expect(response.statusCode, response.body).toBe(201);
    const [ref] = response.json().user.locations;
    expect(ref).toMatchObject({ name: 'The Copper Still', role: 'owner' });
    const [location] = await ctx.db.select().from(locations).where(eq(locations.id, ref.id));
    expect(location).toMatchObject({ currency: 'USD', timezone: 'UTC' });
  });

  it('gives the new venue the currency and time zone the form proposed', async () => {
    const response = await register(ctx.app, {
      email: newEmail(),
      password: PASSWORD,
      name: 'Owner In Madrid',
      locationName: 'La Coctelería',
      locationCurrency: 'EUR',
      locationTimezone: 'Europe/Madrid',
    });
    expect(response.statusCode, response.body).toBe(201);
    const [ref] = response.json().user.locations;
    const [location] = await ctx.db.select().from(locations).where(eq(locations.id, ref.id));
    expect(location).toMatchObject({ currency: 'EUR', timezone: 'Europe/Madrid' });
  });

  it('refuses a currency or time zone that is not one, naming the field', async () => {
    const email = newEmail();
    const response = await register(ctx.app, {
      email,
      password: PASSWORD,
      name: 'Owner',
      locationName: 'Somewhere',
      locationCurrency: 'euro',
      locationTimezone: 'Mars/Olympus',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: expect.arrayContaining([
        expect.objectContaining({ path: 'locationCurrency' }),
        expect.objectContaining({ path: 'locationTimezone' }),
      ]),
    });
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('stores the new venue and its owner membership, and nothing else', async () => {
    const venue = `The Brass Tap ${randomUUID().slice(0, 8)}`;
    const response = await register(ctx.app, {
      email: newEmail(),
      password: PASSWORD,
      name: 'Venue Owner',
      locationName: venue,
    });
    expect(response.statusCode, response.body).toBe(201);
    const userId = response.json().user.id as string;

    const stored = await ctx.db.select().from(locations).where(eq(locations.name, venue));
    expect(stored).toEqual([
      expect.objectContaining({ name: venue, currency: 'USD', timezone: 'UTC', address: null }),
    ]);
    const team = await ctx.db
      .select({ userId: members.userId, role: members.role })
      .from(members)
      .where(eq(members.locationId, stored[0]?.id ?? ''));
    expect(team).toEqual([{ userId, role: 'owner' }]);
    const memberships = await ctx.db.select().from(members).where(eq(members.userId, userId));
    expect(memberships).toHaveLength(1);
  });

  it("joins an invite code's location with the code's role and uses the code", async () => {
    const { location } = await createLocation(ctx.db, { name: 'Joined Bar' });
    const invite = await createInvite(ctx.db, location, { role: 'manager', maxUses: 2 });
    const typed = invite.code.toLowerCase().replace(/(.{5})/, '$1-');
    const response = await register(ctx.app, {
      email: newEmail(),
      password: PASSWORD,
      name: 'New Manager',
      inviteCode: typed,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().user.locations).toEqual([
      { id: location.id, name: 'Joined Bar', role: 'manager' },
    ]);
    const [after] = await ctx.db.select().from(inviteCodes).where(eq(inviteCodes.id, invite.id));
    expect(after?.uses).toBe(1);
  });

  it('refuses a bad invite code on inviteCode and creates nothing', async () => {
    const { location } = await createLocation(ctx.db);
    const expired = await createInvite(ctx.db, location, {
      expiresAt: new Date(Date.now() - 1000),
    });
    for (const code of [expired.code, 'NOSUCHCODE']) {
      const email = newEmail();
      const response = await register(ctx.app, {
        email,
        password: PASSWORD,
        name: 'Hopeful',
        inviteCode: code,
        locationName: 'Should Not Exist',
      });
      expect(response.statusCode, code).toBe(422);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [{ path: 'inviteCode', message: 'This invite code is invalid or has expired.' }],
      });
      expect(refreshCookieOf(response)).toBeUndefined();
      expect(await userByEmail(email)).toBeUndefined();
    }
    const orphan = await ctx.db
      .select()
      .from(locations)
      .where(eq(locations.name, 'Should Not Exist'));
    expect(orphan).toEqual([]);
  });

  it('refuses an email already registered, in any case, with 409', async () => {
    const existing = await createUser(ctx.db, {
      email: `Taken-${randomUUID().slice(0, 8)}@Example.test`,
    });
    const response = await register(ctx.app, {
      email: existing.email.toLowerCase(),
      password: PASSWORD,
      name: 'Copycat',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this email already exists',
    });
  });

  it('refuses a common password on password', async () => {
    const email = newEmail();
    const response = await register(ctx.app, { email, password: 'password123', name: 'Weak' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.details).toEqual([
      { path: 'password', message: expect.stringContaining('too common') },
    ]);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('answers 422 with the failing fields for a bad body', async () => {
    const response = await register(ctx.app, {
      email: 'not-an-email',
      password: 'short',
      name: '',
    });
    expect(response.statusCode).toBe(422);
    const paths = response.json().error.details.map((d: { path: string }) => d.path);
    expect(paths.sort()).toEqual(['email', 'name', 'password']);
  });

  it('ignores a picked plan when payments are not configured', async () => {
    const response = await register(ctx.app, {
      email: newEmail(),
      password: PASSWORD,
      name: 'Free Rider',
      priceId: 'price_anything',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).not.toHaveProperty('checkout_url');
  });

  it('joins a location the new user also creates when given both', async () => {
    const { location } = await createLocation(ctx.db, { name: 'Aaa First' });
    const invite = await createInvite(ctx.db, location);
    const response = await register(ctx.app, {
      email: newEmail(),
      password: PASSWORD,
      name: 'Both',
      inviteCode: invite.code,
      locationName: 'Zzz Own',
    });
    expect(response.statusCode, response.body).toBe(201);
    const refs = response.json().user.locations;
    expect(refs.map((r: { name: string; role: string }) => [r.name, r.role])).toEqual([
      ['Aaa First', 'staff'],
      ['Zzz Own', 'owner'],
    ]);
    const rows = await ctx.db
      .select()
      .from(members)
      .where(eq(members.userId, response.json().user.id));
    expect(rows).toHaveLength(2);
  });
});

describe('GET /api/auth/registration', () => {
  it('answers the mode and whether payments are on, without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/registration' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mode: 'open', payments: false });
  });
});
