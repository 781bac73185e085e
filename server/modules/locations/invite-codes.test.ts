import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { INVITE_CODE_ALPHABET } from '#contract/locations.ts';
import { inviteCodes, members } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { addMember, createInviteCode, createLocation, createUser } from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';
import { generateInviteCode, INVALID_INVITE } from './invite-codes.service.ts';

const ctx = useTestApp();
const DAY_MS = 86_400_000;
const codeShape = new RegExp(`^[${INVITE_CODE_ALPHABET}]{10}$`);

describe('generateInviteCode', () => {
  it('draws 10 characters without 0, O, 1, I or L', () => {
    const codes = Array.from({ length: 500 }, generateInviteCode);
    for (const code of codes) {
      expect(code).toMatch(codeShape);
      expect(code).not.toMatch(/[01OIL]/);
    }
    expect(new Set(codes).size).toBe(codes.length);
    expect(Math.log2(INVITE_CODE_ALPHABET.length) * 10).toBeGreaterThanOrEqual(48);
  });
});

describe('POST /api/locations/:id/invite-code', () => {
  it('creates a staff code valid 7 days for one use by default', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const before = Date.now();
    const response = await as(ctx.app, owner).post(`/api/locations/${location.id}/invite-code`, {});
    expect(response.statusCode, response.body).toBe(201);
    const invite = response.json();
    expect(invite).toMatchObject({ role: 'staff', max_uses: 1, uses: 0 });
    expect(invite.code).toMatch(codeShape);
    const expires = Date.parse(invite.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + 7 * DAY_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS + 1000);
    const [row] = await ctx.db.select().from(inviteCodes).where(eq(inviteCodes.id, invite.id));
    expect(row).toMatchObject({ locationId: location.id, code: invite.code, createdBy: owner.id });
  });

  it('lets a manager make a manager code for 30 days and 1000 uses', async () => {
    const { location } = await createLocation(ctx.db);
    const manager = await addMember(ctx.db, location, 'manager');
    const response = await as(ctx.app, manager).post(`/api/locations/${location.id}/invite-code`, {
      role: 'manager',
      expires_in_days: 30,
      max_uses: 1000,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ role: 'manager', max_uses: 1000 });
    expect(Date.parse(response.json().expires_at)).toBeGreaterThan(Date.now() + 29.9 * DAY_MS);
  });

  it.each([
    [{ role: 'owner' }, 'role'],
    [{ expires_in_days: 31 }, 'expires_in_days'],
    [{ expires_in_days: 0 }, 'expires_in_days'],
    [{ max_uses: 0 }, 'max_uses'],
    [{ max_uses: 1001 }, 'max_uses'],
    [{ max_uses: 1.5 }, 'max_uses'],
  ])('answers 422 for %j', async (body, path) => {
    const { location, owner } = await createLocation(ctx.db);
    const response = await as(ctx.app, owner).post(
      `/api/locations/${location.id}/invite-code`,
      body,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().error.details).toEqual([expect.objectContaining({ path })]);
    expect(
      await ctx.db.select().from(inviteCodes).where(eq(inviteCodes.locationId, location.id)),
    ).toEqual([]);
  });

  it('refuses staff and strangers (403), no token (401)', async () => {
    const { location } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    const { owner: stranger } = await createLocation(ctx.db);
    const url = `/api/locations/${location.id}/invite-code`;
    expect((await as(ctx.app, staff).post(url, {})).statusCode).toBe(403);
    expect((await as(ctx.app, stranger).post(url, {})).statusCode).toBe(403);
    expect((await anonymous(ctx.app).post(url, {})).statusCode).toBe(401);
  });

  it('grants its role on redemption, up to its use limit', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const created = await as(ctx.app, owner).post(`/api/locations/${location.id}/invite-code`, {
      role: 'manager',
      max_uses: 2,
    });
    const code = created.json().code as string;
    const first = await createUser(ctx.db);
    const second = await createUser(ctx.db);
    const third = await createUser(ctx.db);
    for (const user of [first, second]) {
      const joined = await as(ctx.app, user).post('/api/auth/redeem-invite', {
        inviteCode: code.toLowerCase(),
      });
      expect(joined.statusCode, joined.body).toBe(200);
      expect(joined.json().locations).toEqual([
        { id: location.id, name: location.name, role: 'manager' },
      ]);
    }
    const refused = await as(ctx.app, third).post('/api/auth/redeem-invite', { inviteCode: code });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(INVALID_INVITE);
    const [row] = await ctx.db.select().from(inviteCodes).where(eq(inviteCodes.code, code));
    expect(row?.uses).toBe(2);
  });
});

describe('GET /api/locations/:id/invite-codes', () => {
  it('lists the usable codes to a manager, newest first', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const manager = await addMember(ctx.db, location, 'manager');
    const url = `/api/locations/${location.id}/invite-code`;
    const a = (await as(ctx.app, owner).post(url, {})).json();
    const b = (await as(ctx.app, manager).post(url, { role: 'manager' })).json();
    await createInviteCode(ctx.db, location, { expiresAt: new Date(Date.now() - 1000) });
    const response = await as(ctx.app, manager).get(`/api/locations/${location.id}/invite-codes`);
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response
        .json()
        .map((i: { id: string }) => i.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
  });

  it('refuses staff and strangers (403), no token (401)', async () => {
    const { location } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    const { owner: stranger } = await createLocation(ctx.db);
    const url = `/api/locations/${location.id}/invite-codes`;
    expect((await as(ctx.app, staff).get(url)).statusCode).toBe(403);
    expect((await as(ctx.app, stranger).get(url)).statusCode).toBe(403);
    expect((await anonymous(ctx.app).get(url)).statusCode).toBe(401);
  });
});

describe('DELETE /api/locations/:id/invite-code/:codeId', () => {
  it('deletes a code, which then cannot be redeemed', async () => {
    const { location } = await createLocation(ctx.db);
    const manager = await addMember(ctx.db, location, 'manager');
    const invite = (
      await as(ctx.app, manager).post(`/api/locations/${location.id}/invite-code`, {})
    ).json();
    const response = await as(ctx.app, manager).delete(
      `/api/locations/${location.id}/invite-code/${invite.id}`,
    );
    expect(response.statusCode, response.body).toBe(204);
    expect(await ctx.db.select().from(inviteCodes).where(eq(inviteCodes.id, invite.id))).toEqual(
      [],
    );

    const joiner = await createUser(ctx.db);
    const redeemed = await as(ctx.app, joiner).post('/api/auth/redeem-invite', {
      inviteCode: invite.code,
    });
    expect(redeemed.statusCode).toBe(422);
    expect(redeemed.json().error.message).toBe(INVALID_INVITE);
    expect(await ctx.db.select().from(members).where(eq(members.userId, joiner.id))).toEqual([]);
  });

  it('answers 404 for a code of another location and leaves it alone', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const other = await createLocation(ctx.db);
    const foreign = (
      await as(ctx.app, other.owner).post(`/api/locations/${other.location.id}/invite-code`, {})
    ).json();
    for (const id of [foreign.id, randomUUID()]) {
      const response = await as(ctx.app, owner).delete(
        `/api/locations/${location.id}/invite-code/${id}`,
      );
      expect(response.statusCode).toBe(404);
    }
    expect(
      await ctx.db.select().from(inviteCodes).where(eq(inviteCodes.id, foreign.id)),
    ).toHaveLength(1);
  });

  it('refuses staff and strangers (403), no token (401)', async () => {
    const { location, owner } = await createLocation(ctx.db);
    const staff = await addMember(ctx.db, location, 'staff');
    const { owner: stranger } = await createLocation(ctx.db);
    const invite = (
      await as(ctx.app, owner).post(`/api/locations/${location.id}/invite-code`, {})
    ).json();
    const url = `/api/locations/${location.id}/invite-code/${invite.id}`;
    expect((await as(ctx.app, staff).delete(url)).statusCode).toBe(403);
    expect((await as(ctx.app, stranger).delete(url)).statusCode).toBe(403);
    expect((await anonymous(ctx.app).delete(url)).statusCode).toBe(401);
    expect(
      await ctx.db.select().from(inviteCodes).where(eq(inviteCodes.id, invite.id)),
    ).toHaveLength(1);
  });
});

describe('redeeming a code', () => {
  it("adds the member with the code's role, uses the code and announces the join", async () => {
    const { location, owner } = await createLocation(ctx.db, { name: 'Redeemed Here' });
    const created = await as(ctx.app, owner).post(`/api/locations/${location.id}/invite-code`, {
      role: 'manager',
    });
    expect(created.statusCode, created.body).toBe(201);
    const joiner = await createUser(ctx.db);
    const publish = vi.spyOn(ctx.app.realtime, 'publish');
    try {
      const response = await as(ctx.app, joiner).post('/api/auth/redeem-invite', {
        inviteCode: created.json().code,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        locations: [{ id: location.id, name: 'Redeemed Here', role: 'manager' }],
      });
      const [joined] = await ctx.db
        .select({ id: members.id, role: members.role })
        .from(members)
        .where(and(eq(members.locationId, location.id), eq(members.userId, joiner.id)));
      expect(joined?.role).toBe('manager');
      expect(publish).toHaveBeenCalledExactlyOnceWith({
        type: 'membership.added',
        location_id: location.id,
        id: joined?.id,
        user_id: joiner.id,
      });
      const [code] = await ctx.db
        .select({ uses: inviteCodes.uses })
        .from(inviteCodes)
        .where(eq(inviteCodes.id, created.json().id));
      expect(code?.uses).toBe(1);
    } finally {
      publish.mockRestore();
    }
  });
});
