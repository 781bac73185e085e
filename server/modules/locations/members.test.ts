import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { LAST_OWNER_MESSAGE } from '#contract/locations.ts';
import type { Role } from '#contract/roles.ts';
import { members } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  addMember,
  createLocation,
  type TestLocation,
  type TestUser,
} from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';

const ctx = useTestApp();

async function membership(location: TestLocation, user: TestUser) {
  const [row] = await ctx.db
    .select()
    .from(members)
    .where(and(eq(members.locationId, location.id), eq(members.userId, user.id)));
  return row;
}

async function memberId(location: TestLocation, user: TestUser): Promise<string> {
  const row = await membership(location, user);
  if (!row) throw new Error('not a member');
  return row.id;
}

/** A location with one person of each role. */
async function team() {
  const { location, owner } = await createLocation(ctx.db);
  const manager = await addMember(ctx.db, location, 'manager');
  const staff = await addMember(ctx.db, location, 'staff');
  const url = async (user: TestUser) =>
    `/api/locations/${location.id}/members/${await memberId(location, user)}`;
  return { location, owner, manager, staff, url };
}

describe('GET /api/locations/:id/members', () => {
  it('shows every member with name, email and role to any member', async () => {
    const { location, owner, manager, staff } = await team();
    const response = await as(ctx.app, staff).get(`/api/locations/${location.id}/members`);
    expect(response.statusCode, response.body).toBe(200);
    const byUser = new Map(
      response.json().map((m: { user_id: string }) => [m.user_id, m] as const),
    );
    for (const [user, role] of [
      [owner, 'owner'],
      [manager, 'manager'],
      [staff, 'staff'],
    ] as const) {
      expect(byUser.get(user.id)).toMatchObject({
        id: await memberId(location, user),
        name: user.name,
        email: user.email,
        role,
      });
    }
  });

  it('answers 403 to a stranger, 401 without a token', async () => {
    const { location } = await team();
    const { owner: stranger } = await createLocation(ctx.db);
    const url = `/api/locations/${location.id}/members`;
    expect((await as(ctx.app, stranger).get(url)).statusCode).toBe(403);
    expect((await anonymous(ctx.app).get(url)).statusCode).toBe(401);
  });
});

describe('PUT /api/locations/:id/members/:memberId', () => {
  it('lets a manager switch staff to manager and back, and announces it', async () => {
    const { location, manager, staff, url } = await team();
    const publish = vi.spyOn(ctx.app.realtime, 'publish');
    const up = await as(ctx.app, manager).put(await url(staff), { role: 'manager' });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ user_id: staff.id, role: 'manager', email: staff.email });
    expect((await membership(location, staff))?.role).toBe('manager');
    expect(publish).toHaveBeenCalledWith({
      type: 'membership.updated',
      location_id: location.id,
      id: await memberId(location, staff),
      user_id: staff.id,
    });
    publish.mockRestore();
    const down = await as(ctx.app, manager).put(await url(staff), { role: 'staff' });
    expect(down.json().role).toBe('staff');
  });

  it('keeps owners to owners: a manager may not make or unmake an owner', async () => {
    const { location, owner, manager, staff, url } = await team();
    expect((await as(ctx.app, manager).put(await url(staff), { role: 'owner' })).statusCode).toBe(
      403,
    );
    expect((await as(ctx.app, manager).put(await url(owner), { role: 'staff' })).statusCode).toBe(
      403,
    );
    expect((await as(ctx.app, manager).put(await url(manager), { role: 'owner' })).statusCode).toBe(
      403,
    );
    expect((await membership(location, owner))?.role).toBe('owner');
    expect((await membership(location, staff))?.role).toBe('staff');
  });

  it('lets staff change no one, not even themselves', async () => {
    const { location, manager, staff, url } = await team();
    expect((await as(ctx.app, staff).put(await url(staff), { role: 'manager' })).statusCode).toBe(
      403,
    );
    expect((await as(ctx.app, staff).put(await url(manager), { role: 'staff' })).statusCode).toBe(
      403,
    );
    expect((await membership(location, staff))?.role).toBe('staff');
  });

  it('lets an owner make another owner, who may then demote the first', async () => {
    const { location, owner, manager, url } = await team();
    const promoted = await as(ctx.app, owner).put(await url(manager), { role: 'owner' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const demoted = await as(ctx.app, manager).put(await url(owner), { role: 'manager' });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await membership(location, owner))?.role).toBe('manager');
    expect((await membership(location, manager))?.role).toBe('owner');
  });

  it('refuses to demote the last owner (409)', async () => {
    const { location, owner, url } = await team();
    const response = await as(ctx.app, owner).put(await url(owner), { role: 'manager' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'CONFLICT', message: LAST_OWNER_MESSAGE });
    expect((await membership(location, owner))?.role).toBe('owner');
  });

  it('answers 422 for a bad role, 404 for a member of another location, 403/401', async () => {
    const { location, owner, staff, url } = await team();
    const other = await team();
    const { owner: stranger } = await createLocation(ctx.db);
    expect((await as(ctx.app, owner).put(await url(staff), { role: 'boss' })).statusCode).toBe(422);
    expect((await as(ctx.app, owner).put(await url(staff), {})).statusCode).toBe(422);
    const foreign = `/api/locations/${location.id}/members/${await memberId(other.location, other.staff)}`;
    const missing = await as(ctx.app, owner).put(foreign, { role: 'manager' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    expect((await membership(other.location, other.staff))?.role).toBe('staff');
    const unknown = `/api/locations/${location.id}/members/${randomUUID()}`;
    expect((await as(ctx.app, owner).put(unknown, { role: 'staff' })).statusCode).toBe(404);
    expect(
      (await as(ctx.app, stranger).put(await url(staff), { role: 'manager' })).statusCode,
    ).toBe(403);
    expect((await anonymous(ctx.app).put(await url(staff), { role: 'manager' })).statusCode).toBe(
      401,
    );
  });
});

describe('DELETE /api/locations/:id/members/:memberId', () => {
  it('lets a manager remove staff, but not another manager or an owner', async () => {
    const { location, owner, manager, staff, url } = await team();
    const otherManager = await addMember(ctx.db, location, 'manager');
    const publish = vi.spyOn(ctx.app.realtime, 'publish');
    const staffMemberId = await memberId(location, staff);
    expect((await as(ctx.app, manager).delete(await url(otherManager))).statusCode).toBe(403);
    expect((await as(ctx.app, manager).delete(await url(owner))).statusCode).toBe(403);
    const removed = await as(ctx.app, manager).delete(await url(staff));
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await membership(location, staff)).toBeUndefined();
    expect(await membership(location, otherManager)).toBeDefined();
    expect(publish).toHaveBeenCalledWith({
      type: 'membership.removed',
      location_id: location.id,
      id: staffMemberId,
      user_id: staff.id,
    });
    publish.mockRestore();
  });

  it('lets an owner remove a manager and another owner', async () => {
    const { location, owner, manager, url } = await team();
    const coOwner = await addMember(ctx.db, location, 'owner');
    expect((await as(ctx.app, owner).delete(await url(manager))).statusCode).toBe(204);
    expect((await as(ctx.app, owner).delete(await url(coOwner))).statusCode).toBe(204);
    expect(await membership(location, manager)).toBeUndefined();
    expect(await membership(location, coOwner)).toBeUndefined();
  });

  it('lets staff remove no one else, but leave', async () => {
    const { location, manager, staff, url } = await team();
    expect((await as(ctx.app, staff).delete(await url(manager))).statusCode).toBe(403);
    expect((await as(ctx.app, staff).delete(await url(staff))).statusCode).toBe(204);
    expect(await membership(location, staff)).toBeUndefined();
    const after = await as(ctx.app, staff).get(`/api/locations/${location.id}`);
    expect(after.statusCode).toBe(403);
  });

  it.each<Role>(['manager', 'owner'])('lets a %s leave when an owner stays', async (role) => {
    const { location, url } = await team();
    const leaver = await addMember(ctx.db, location, role);
    expect((await as(ctx.app, leaver).delete(await url(leaver))).statusCode).toBe(204);
    expect(await membership(location, leaver)).toBeUndefined();
  });

  it('refuses to let the last owner leave or be removed (409)', async () => {
    const { location, owner, url } = await team();
    const leave = await as(ctx.app, owner).delete(await url(owner));
    expect(leave.statusCode).toBe(409);
    expect(leave.json().error.message).toBe(LAST_OWNER_MESSAGE);
    expect((await membership(location, owner))?.role).toBe('owner');
  });

  it('answers 404 for a member of another location, 403 to a stranger, 401', async () => {
    const { location, owner, staff, url } = await team();
    const other = await team();
    const { owner: stranger } = await createLocation(ctx.db);
    const foreign = `/api/locations/${location.id}/members/${await memberId(other.location, other.staff)}`;
    expect((await as(ctx.app, owner).delete(foreign)).statusCode).toBe(404);
    expect(await membership(other.location, other.staff)).toBeDefined();
    expect((await as(ctx.app, stranger).delete(await url(staff))).statusCode).toBe(403);
    expect((await anonymous(ctx.app).delete(await url(staff))).statusCode).toBe(401);
    expect(await membership(location, staff)).toBeDefined();
  });
});
