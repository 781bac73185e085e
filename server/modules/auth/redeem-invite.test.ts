import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { inviteCodes, members, users } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { addMember, createLocation, createUser } from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';
import { createInvite } from '#server/test/auth-helpers.ts';

const ctx = useTestApp();

const INVALID = 'This invite code is invalid or has expired.';

async function usesOf(id: string): Promise<number | undefined> {
  const [row] = await ctx.db.select().from(inviteCodes).where(eq(inviteCodes.id, id));
  return row?.uses;
}

async function roleIn(locationId: string, userId: string) {
  const [row] = await ctx.db
    .select({ role: members.role })
    .from(members)
    .where(and(eq(members.locationId, locationId), eq(members.userId, userId)));
  return row?.role;
}

describe('POST /api/auth/redeem-invite', () => {
  it("joins the code's location with its role, typed in any case with spaces and dashes", async () => {
    const { location: home } = await createLocation(ctx.db, { name: 'Aa Home' });
    const user = await createUser(ctx.db);
    await addMember(ctx.db, home, 'staff', user);
    const { location } = await createLocation(ctx.db, { name: 'Bb New Place' });
    const invite = await createInvite(ctx.db, location, { role: 'manager', maxUses: 3 });
    const typed = ` ${invite.code.slice(0, 5).toLowerCase()} - ${invite.code.slice(5)} `;

    const response = await as(ctx.app, user).post('/api/auth/redeem-invite', {
      inviteCode: typed,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      locations: [
        { id: home.id, name: 'Aa Home', role: 'staff' },
        { id: location.id, name: 'Bb New Place', role: 'manager' },
      ],
    });
    expect(await roleIn(location.id, user.id)).toBe('manager');
    expect(await usesOf(invite.id)).toBe(1);
  });

  it('refuses expired, used-up and unknown codes with one message', async () => {
    const { location } = await createLocation(ctx.db);
    const user = await createUser(ctx.db);
    const expired = await createInvite(ctx.db, location, {
      expiresAt: new Date(Date.now() - 1000),
    });
    const usedUp = await createInvite(ctx.db, location, { maxUses: 2, uses: 2 });
    const deleted = await createInvite(ctx.db, location);
    await ctx.db.delete(inviteCodes).where(eq(inviteCodes.id, deleted.id));

    for (const code of [expired.code, usedUp.code, deleted.code, 'ZZZZZZZZZZ']) {
      const response = await as(ctx.app, user).post('/api/auth/redeem-invite', {
        inviteCode: code,
      });
      expect(response.statusCode, code).toBe(422);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: INVALID,
        details: [{ path: 'inviteCode', message: INVALID }],
      });
    }
    expect(await roleIn(location.id, user.id)).toBeUndefined();
    expect(await usesOf(expired.id)).toBe(0);
    expect(await usesOf(usedUp.id)).toBe(2);
  });

  it('lets a code with one use left in once, then no more', async () => {
    const { location } = await createLocation(ctx.db);
    const invite = await createInvite(ctx.db, location, { maxUses: 2, uses: 1 });
    const first = await createUser(ctx.db);
    const second = await createUser(ctx.db);
    const ok = await as(ctx.app, first).post('/api/auth/redeem-invite', {
      inviteCode: invite.code,
    });
    expect(ok.statusCode).toBe(200);
    const late = await as(ctx.app, second).post('/api/auth/redeem-invite', {
      inviteCode: invite.code,
    });
    expect(late.statusCode).toBe(422);
    expect(await usesOf(invite.id)).toBe(2);
  });

  it('lets only one of two people racing for the last use in', async () => {
    const { location } = await createLocation(ctx.db);
    const invite = await createInvite(ctx.db, location, { maxUses: 1 });
    const racers = [await createUser(ctx.db), await createUser(ctx.db)];
    const answers = await Promise.all(
      racers.map((racer) =>
        as(ctx.app, racer).post('/api/auth/redeem-invite', { inviteCode: invite.code }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await usesOf(invite.id)).toBe(1);
    const joined = await ctx.db.select().from(members).where(eq(members.locationId, location.id));
    expect(joined).toHaveLength(2); // the owner and one racer
  });

  it('changes nothing for a location the user already belongs to', async () => {
    const { location, owner } = await createLocation(ctx.db, { name: 'Already Mine' });
    const invite = await createInvite(ctx.db, location, { role: 'staff' });
    const response = await as(ctx.app, owner).post('/api/auth/redeem-invite', {
      inviteCode: invite.code,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().locations).toEqual([
      { id: location.id, name: 'Already Mine', role: 'owner' },
    ]);
    expect(await roleIn(location.id, owner.id)).toBe('owner');
    expect(await usesOf(invite.id)).toBe(0);
  });

  it('answers 422 on inviteCode for an empty code', async () => {
    const user = await createUser(ctx.db);
    const response = await as(ctx.app, user).post('/api/auth/redeem-invite', { inviteCode: ' ' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.details.map((d: { path: string }) => d.path)).toEqual([
      'inviteCode',
    ]);
  });

  it('answers 401 without a token', async () => {
    const response = await anonymous(ctx.app).post('/api/auth/redeem-invite', {
      inviteCode: 'ABCDEFGHJK',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('MISSING_TOKEN');
  });
});

describe('POST /api/auth/redeem-invite with a deleted account', () => {
  it('answers 401 and joins nothing, naming no constraint', async () => {
    const { location } = await createLocation(ctx.db);
    const invite = await createInvite(ctx.db, location);
    const user = await createUser(ctx.db);
    const caller = as(ctx.app, user);
    await ctx.db.delete(users).where(eq(users.id, user.id));

    const response = await caller.post('/api/auth/redeem-invite', { inviteCode: invite.code });
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json().error.code).toBe('INVALID_TOKEN');
    expect(response.body).not.toMatch(/_(fk|fkey|key|pkey)\b|constraint/);
    expect(await usesOf(invite.id)).toBe(0);
  });
});

describe('joining announces itself', () => {
  it('publishes membership.added after a redeem, and nothing when already a member', async () => {
    const { location } = await createLocation(ctx.db);
    const invite = await createInvite(ctx.db, location, { role: 'staff', maxUses: 5 });
    const user = await createUser(ctx.db);
    const publish = vi.spyOn(ctx.app.realtime, 'publish');
    try {
      await as(ctx.app, user).post('/api/auth/redeem-invite', { inviteCode: invite.code });
      const [member] = await ctx.db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.locationId, location.id), eq(members.userId, user.id)));
      expect(publish).toHaveBeenCalledExactlyOnceWith({
        type: 'membership.added',
        location_id: location.id,
        id: member?.id,
        user_id: user.id,
      });
      await as(ctx.app, user).post('/api/auth/redeem-invite', { inviteCode: invite.code });
      expect(publish).toHaveBeenCalledOnce();
    } finally {
      publish.mockRestore();
    }
  });

  it('keeps the join when the announcement fails', async () => {
    const { location } = await createLocation(ctx.db, { name: 'Still Joined' });
    const invite = await createInvite(ctx.db, location, { role: 'staff' });
    const user = await createUser(ctx.db);
    const publish = vi
      .spyOn(ctx.app.realtime, 'publish')
      .mockRejectedValue(new Error('the event bus is down'));
    try {
      const response = await as(ctx.app, user).post('/api/auth/redeem-invite', {
        inviteCode: invite.code,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().locations).toEqual([
        { id: location.id, name: 'Still Joined', role: 'staff' },
      ]);
      expect(publish).toHaveBeenCalledOnce();
      expect(await roleIn(location.id, user.id)).toBe('staff');
      expect(await usesOf(invite.id)).toBe(1);
    } finally {
      publish.mockRestore();
    }
  });

  it('publishes membership.added when someone signs up with a code', async () => {
    const { location } = await createLocation(ctx.db);
    const invite = await createInvite(ctx.db, location, { role: 'staff' });
    const publish = vi.spyOn(ctx.app.realtime, 'publish');
    try {
      const response = await anonymous(ctx.app).post('/api/auth/register', {
        email: `joiner-${invite.code.toLowerCase()}@example.test`,
        password: 'a perfectly long passphrase',
        name: 'Joiner',
        inviteCode: invite.code,
      });
      expect(response.statusCode, response.body).toBe(201);
      const userId = response.json().user.id as string;
      expect(publish).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'membership.added',
          location_id: location.id,
          user_id: userId,
        }),
      );
    } finally {
      publish.mockRestore();
    }
  });
});
