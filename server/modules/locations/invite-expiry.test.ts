import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/app.ts';
import { createLocation, createUser } from '#server/test/factories.ts';
import { as } from '#server/test/request.ts';
import { INVALID_INVITE } from './invite-codes.service.ts';

// The app's clock, fixed and moved by the tests: an invite code's days run on it.
const START = new Date('2026-02-01T18:30:00.000Z');
const DAY_MS = 86_400_000;
let now = START.getTime();
const ctx = useTestApp({ clock: () => new Date(now) });

describe('an invite code on the app clock', () => {
  it('expires expires_in_days after it was made, by the app clock', async () => {
    now = START.getTime();
    const { location, owner } = await createLocation(ctx.db);
    const created = await as(ctx.app, owner).post(`/api/locations/${location.id}/invite-code`, {
      expires_in_days: 3,
      max_uses: 5,
    });
    expect(created.statusCode, created.body).toBe(201);
    const invite = created.json<{ id: string; code: string; expires_at: string }>();
    expect(invite.expires_at).toBe(new Date(START.getTime() + 3 * DAY_MS).toISOString());

    const invites = async () =>
      (await as(ctx.app, owner).get(`/api/locations/${location.id}`)).json<{
        invites: { id: string }[];
      }>().invites;
    const redeem = async () =>
      as(ctx.app, await createUser(ctx.db)).post('/api/auth/redeem-invite', {
        inviteCode: invite.code,
      });

    // A second before the end it is listed and works.
    now = START.getTime() + 3 * DAY_MS - 1000;
    expect((await invites()).map((row) => row.id)).toEqual([invite.id]);
    expect((await redeem()).statusCode).toBe(200);

    // At the end it is neither listed nor accepted.
    now = START.getTime() + 3 * DAY_MS;
    expect(await invites()).toEqual([]);
    const late = await redeem();
    expect(late.statusCode, late.body).toBe(422);
    expect(late.json()).toMatchObject({
      error: { details: [{ path: 'inviteCode', message: INVALID_INVITE }] },
    });
  });
});
