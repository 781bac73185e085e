import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE } from '#contract/errors.ts';
import { inviteCodes, items, locations, members, users } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { paths } from '#server/test/error-details.ts';
import { addMember, createItem, createLocation, createUser } from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';

const ctx = useTestApp();

/** A schema constraint's name, as PostgreSQL would put it in an error (members_user_id_users_id_fk). */
const CONSTRAINT_NAME = /\b[a-z]+(_[a-z]+)*_(fk|fkey|key|pkey|check)\b/;

describe('POST /api/locations', () => {
  it('creates a location with the caller as owner and the defaults', async () => {
    const user = await createUser(ctx.db, { name: 'Ana' });
    const response = await as(ctx.app, user).post('/api/locations', { name: '  The Bar ' });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'The Bar',
      role: 'owner',
      currency: 'USD',
      timezone: 'UTC',
      address: null,
      phone: null,
      email: null,
      invites: [],
    });
    expect(body.members).toEqual([
      expect.objectContaining({ user_id: user.id, name: 'Ana', email: user.email, role: 'owner' }),
    ]);
    const [row] = await ctx.db.select().from(members).where(eq(members.locationId, body.id));
    expect(row).toMatchObject({ userId: user.id, role: 'owner' });
  });

  it('keeps the given currency, timezone and address', async () => {
    const user = await createUser(ctx.db);
    const response = await as(ctx.app, user).post('/api/locations', {
      name: 'Café',
      currency: 'EUR',
      timezone: 'Europe/Paris',
      address: '1 rue de la Paix',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      currency: 'EUR',
      timezone: 'Europe/Paris',
      address: '1 rue de la Paix',
    });
  });

  it.each([
    [{}, 'name'],
    [{ name: ' ' }, 'name'],
    [{ name: 'X', currency: 'usd' }, 'currency'],
    [{ name: 'X', currency: 'EURO' }, 'currency'],
    [{ name: 'X', timezone: 'Mars/Olympus' }, 'timezone'],
  ])('answers 422 for %j', async (body, path) => {
    const user = await createUser(ctx.db);
    const response = await as(ctx.app, user).post('/api/locations', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(response.json().error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path })]),
    );
  });

  it('answers 401 without a token', async () => {
    expect((await anonymous(ctx.app).post('/api/locations', { name: 'X' })).statusCode).toBe(401);
  });
});

describe('GET /api/locations', () => {
  it("lists the user's locations with role, settings and head count", async () => {
    const user = await createUser(ctx.db);
    const { location: mine } = await createLocation(ctx.db, { name: 'A place', owner: user });
    const { location: theirs } = await createLocation(ctx.db, { name: 'B place' });
    await addMember(ctx.db, theirs, 'staff', user);
    await addMember(ctx.db, theirs, 'manager');
    await createLocation(ctx.db, { name: 'Not mine' });

    const response = await as(ctx.app, user).get('/api/locations');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      {
        id: mine.id,
        name: 'A place',
        role: 'owner',
        currency: 'USD',
        timezone: 'UTC',
        member_count: 1,
      },
      {
        id: theirs.id,
        name: 'B place',
        role: 'staff',
        currency: 'USD',
        timezone: 'UTC',
        member_count: 3,
      },
    ]);
  });

  it('answers 401 without a token', async () => {
    expect((await anonymous(ctx.app).get('/api/locations')).statusCode).toBe(401);
  });
});

describe('GET /api/locations/:id', () => {
  it('shows members and active invites to a manager, no invites to staff', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const manager = await addMember(ctx.db, location, 'manager');
    const staff = await addMember(ctx.db, location, 'staff');
    const created = await as(ctx.app, owner).post(`/api/locations/${location.id}/invite-code`, {});
    expect(created.statusCode).toBe(201);

    const asManager = await as(ctx.app, manager).get(`/api/locations/${location.id}`);
    expect(asManager.statusCode, asManager.body).toBe(200);
    expect(asManager.json().role).toBe('manager');
    expect(asManager.json().invites).toEqual([created.json()]);
    expect(asManager.json().members).toHaveLength(3);

    const asStaff = await as(ctx.app, staff).get(`/api/locations/${location.id}`);
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.json()).toMatchObject({ role: 'staff', invites: [] });
    expect(
      asStaff
        .json()
        .members.map((m: { email: string }) => m.email)
        .sort(),
    ).toEqual([owner.email, manager.email, staff.email].sort());
  });

  it('answers 403 for another location and for a location that does not exist', async () => {
    const { location } = await createLocation(ctx.db);
    const { owner: stranger } = await createLocation(ctx.db);
    for (const id of [location.id, randomUUID()]) {
      const response = await as(ctx.app, stranger).get(`/api/locations/${id}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'FORBIDDEN',
        message: FORBIDDEN_MESSAGE,
      });
    }
  });

  it('answers 422 for an id that is not a UUID, 401 without a token', async () => {
    const user = await createUser(ctx.db);
    expect((await as(ctx.app, user).get('/api/locations/nope')).statusCode).toBe(422);
    expect((await anonymous(ctx.app).get(`/api/locations/${randomUUID()}`)).statusCode).toBe(401);
  });
});

describe('PUT /api/locations/:id', () => {
  it('lets a manager change the settings', async () => {
    const { location } = await createLocation(ctx.db);
    const manager = await addMember(ctx.db, location, 'manager');
    const response = await as(ctx.app, manager).put(`/api/locations/${location.id}`, {
      name: 'Renamed',
      timezone: 'America/New_York',
      address: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Renamed', timezone: 'America/New_York' });
    const [row] = await ctx.db.select().from(locations).where(eq(locations.id, location.id));
    expect(row).toMatchObject({ name: 'Renamed', timezone: 'America/New_York', currency: 'USD' });
  });

  it('refuses staff and strangers (403), bad values (422), no token (401)', async () => {
    const { location } = await createLocation(ctx.db, { name: 'Kept' });
    const staff = await addMember(ctx.db, location, 'staff');
    const { owner: stranger } = await createLocation(ctx.db);
    const url = `/api/locations/${location.id}`;
    expect((await as(ctx.app, staff).put(url, { name: 'No' })).statusCode).toBe(403);
    expect((await as(ctx.app, stranger).put(url, { name: 'No' })).statusCode).toBe(403);
    expect((await as(ctx.app, staff).put(url, { currency: 'dollars' })).statusCode).toBe(422);
    expect((await anonymous(ctx.app).put(url, { name: 'No' })).statusCode).toBe(401);
    const [row] = await ctx.db.select().from(locations).where(eq(locations.id, location.id));
    expect(row?.name).toBe('Kept');
  });
});

describe("the venue's phone and email (shown on its orders)", () => {
  const contactOf = async (id: string) => {
    const [row] = await ctx.db.select().from(locations).where(eq(locations.id, id));
    return { phone: row?.phone, email: row?.email };
  };

  it('are saved trimmed by an owner or a manager, and a blank one clears it', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const manager = await addMember(ctx.db, location, 'manager');
    const url = `/api/locations/${location.id}`;
    const saved = await as(ctx.app, manager).put(url, {
      phone: ' +1 555 0100 ',
      email: ' bar@example.com ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ phone: '+1 555 0100', email: 'bar@example.com' });
    expect(await contactOf(location.id)).toEqual({
      phone: '+1 555 0100',
      email: 'bar@example.com',
    });
    // Another setting leaves them as they are.
    await as(ctx.app, owner).put(url, { name: 'Renamed' });
    expect(await contactOf(location.id)).toEqual({
      phone: '+1 555 0100',
      email: 'bar@example.com',
    });
    const read = await as(ctx.app, owner).get(url);
    expect(read.json()).toMatchObject({ phone: '+1 555 0100', email: 'bar@example.com' });

    const cleared = await as(ctx.app, owner).put(url, { phone: '', email: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ phone: null, email: null });
    expect(await contactOf(location.id)).toEqual({ phone: null, email: null });
  });

  it('are taken when a location is created', async () => {
    const user = await createUser(ctx.db);
    const response = await as(ctx.app, user).post('/api/locations', {
      name: 'Café',
      phone: '01 23 45 67 89',
      email: 'cafe@example.com',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ phone: '01 23 45 67 89', email: 'cafe@example.com' });
  });

  it.each([
    [{ email: 'not an email' }, 'email', 'Enter a valid email address'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email', 'Use at most 254 characters'],
    [{ phone: '1'.repeat(41) }, 'phone', 'Use at most 40 characters'],
  ])('answer 422 for %j, saving nothing', async (body, field, message) => {
    const { location, owner } = await createLocation(ctx.db, {
      phone: '555 0100',
      email: 'kept@example.com',
    });
    const response = await as(ctx.app, owner).put(`/api/locations/${location.id}`, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(paths(response.body)).toEqual([field]);
    expect(response.body).toContain(message);
    expect(await contactOf(location.id)).toEqual({ phone: '555 0100', email: 'kept@example.com' });
  });

  it('are refused to staff and to a member of another location (403)', async () => {
    const { location } = await createLocation(ctx.db, {
      phone: '555 0100',
      email: 'kept@example.com',
    });
    const staff = await addMember(ctx.db, location, 'staff');
    const { owner: otherOwner } = await createLocation(ctx.db);
    const body = { phone: '555 9999', email: 'taken@example.com' };
    for (const user of [staff, otherOwner]) {
      const response = await as(ctx.app, user).put(`/api/locations/${location.id}`, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(FORBIDDEN_MESSAGE);
    }
    expect(await contactOf(location.id)).toEqual({ phone: '555 0100', email: 'kept@example.com' });
    // Staff still see them.
    const read = await as(ctx.app, staff).get(`/api/locations/${location.id}`);
    expect(read.json()).toMatchObject({ phone: '555 0100', email: 'kept@example.com' });
  });
});

describe('DELETE /api/locations/:id', () => {
  it('lets the owner delete the location with everything in it', async () => {
    const { location, owner } = await createLocation(ctx.db);
    await addMember(ctx.db, location, 'staff');
    await createItem(ctx.db, location);
    await as(ctx.app, owner).post(`/api/locations/${location.id}/invite-code`, {});

    const response = await as(ctx.app, owner).delete(`/api/locations/${location.id}`);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    for (const table of [members, items, inviteCodes]) {
      const rows = await ctx.db.select().from(table).where(eq(table.locationId, location.id));
      expect(rows).toEqual([]);
    }
    expect(await ctx.db.select().from(locations).where(eq(locations.id, location.id))).toEqual([]);
  });

  it('refuses a manager, staff and a stranger (403), no token (401)', async () => {
    const { location } = await createLocation(ctx.db);
    const manager = await addMember(ctx.db, location, 'manager');
    const staff = await addMember(ctx.db, location, 'staff');
    const { owner: stranger } = await createLocation(ctx.db);
    const url = `/api/locations/${location.id}`;
    for (const user of [manager, staff, stranger]) {
      expect((await as(ctx.app, user).delete(url)).statusCode).toBe(403);
    }
    expect((await anonymous(ctx.app).delete(url)).statusCode).toBe(401);
    expect(await ctx.db.select().from(locations).where(eq(locations.id, location.id))).toHaveLength(
      1,
    );
  });
});

describe('a deleted account', () => {
  it('is 401 on GET /api/locations, not a stranger with no locations', async () => {
    const user = await createUser(ctx.db);
    await createLocation(ctx.db, { owner: await createUser(ctx.db) });
    const caller = as(ctx.app, user);
    await ctx.db.delete(users).where(eq(users.id, user.id));

    const response = await caller.get('/api/locations');
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json().error).toMatchObject({
      code: 'INVALID_TOKEN',
      message: 'This account no longer exists.',
    });
    expect(response.body).not.toMatch(CONSTRAINT_NAME);
  });

  it('is 401 on a write that would link a row to it, naming no constraint', async () => {
    const user = await createUser(ctx.db);
    const caller = as(ctx.app, user);
    await ctx.db.delete(users).where(eq(users.id, user.id));
    const name = `Orphan ${randomUUID()}`;

    const created = await caller.post('/api/locations', { name });
    expect(created.statusCode, created.body).toBe(401);
    expect(created.json().error.code).toBe('INVALID_TOKEN');
    expect(created.json().error).not.toHaveProperty('details');
    expect(created.body).not.toMatch(CONSTRAINT_NAME);
    expect(await ctx.db.select().from(locations).where(eq(locations.name, name))).toEqual([]);
  });
});
