import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locations, members, refreshSessions, users } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { addMember, createItem, createLocation, createUser } from '#server/test/factories.ts';
import { anonymous, as } from '#server/test/request.ts';
import { login, refresh, signIn } from '#server/test/auth-helpers.ts';

const ctx = useTestApp();

const NEW_PASSWORD = 'another long unusual passphrase';
const newEmail = () => `moved-${randomUUID().slice(0, 8)}@example.test`;

function withToken(token: string) {
  return {
    put: (body: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/auth/user',
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      }),
  };
}

describe('PUT /api/auth/user', () => {
  it('changes the name without a password', async () => {
    const user = await createUser(ctx.db, { name: 'Old Name' });
    const response = await as(ctx.app, user).put('/api/auth/user', { name: '  New Name ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({
      id: user.id,
      name: 'New Name',
      email: user.email,
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.name).toBe('New Name');
  });

  it('changes the email with the current password; the new one signs in', async () => {
    const user = await createUser(ctx.db);
    const email = newEmail();
    const response = await as(ctx.app, user).put('/api/auth/user', {
      email,
      current_password: user.password,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.email).toBe(email);
    expect((await login(ctx.app, { email, password: user.password })).statusCode).toBe(200);
    expect((await login(ctx.app, { email: user.email, password: user.password })).statusCode).toBe(
      401,
    );
  });

  it('refuses a new email or password with a wrong or missing current password', async () => {
    const user = await createUser(ctx.db);
    const wrong = await as(ctx.app, user).put('/api/auth/user', {
      new_password: NEW_PASSWORD,
      current_password: 'not my password',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'current_password', message: 'Your current password is not right' }],
    });
    const missing = await as(ctx.app, user).put('/api/auth/user', { email: newEmail() });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.details).toEqual([
      { path: 'current_password', message: 'Enter your current password' },
    ]);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
    expect(row?.passwordHash).toBe(user.passwordHash);
  });

  it('refuses a common new password on new_password', async () => {
    const user = await createUser(ctx.db);
    const response = await as(ctx.app, user).put('/api/auth/user', {
      new_password: 'iloveyou1',
      current_password: user.password,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.details).toEqual([
      { path: 'new_password', message: expect.stringContaining('too common') },
    ]);
  });

  it('refuses an email another account has, in any case, with 409', async () => {
    const user = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const response = await as(ctx.app, user).put('/api/auth/user', {
      email: other.email.toUpperCase(),
      current_password: user.password,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this email already exists',
    });
  });

  it('ends the other sign-ins on a password change, keeping the caller’s', async () => {
    const user = await createUser(ctx.db);
    const here = await signIn(ctx.app, user);
    const elsewhere = await signIn(ctx.app, user);

    const response = await withToken(here.token).put({
      new_password: NEW_PASSWORD,
      current_password: user.password,
    });
    expect(response.statusCode, response.body).toBe(200);

    expect((await refresh(ctx.app, elsewhere.refreshToken)).statusCode).toBe(401);
    expect((await refresh(ctx.app, here.refreshToken)).statusCode).toBe(200);
    const open = await ctx.db
      .select()
      .from(refreshSessions)
      .where(eq(refreshSessions.userId, user.id));
    expect(open.filter((row) => row.revokedAt === null)).toHaveLength(2); // here: used + new

    expect((await login(ctx.app, { email: user.email, password: user.password })).statusCode).toBe(
      401,
    );
    expect((await login(ctx.app, { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('answers 422 with the failing fields for a bad body', async () => {
    const user = await createUser(ctx.db);
    const response = await as(ctx.app, user).put('/api/auth/user', {
      name: '',
      email: 'nope',
      new_password: 'short',
    });
    expect(response.statusCode).toBe(422);
    const paths = response.json().error.details.map((d: { path: string }) => d.path);
    expect(paths.sort()).toEqual(['current_password', 'email', 'name', 'new_password']);
  });

  it('answers 401 without a token', async () => {
    const response = await anonymous(ctx.app).put('/api/auth/user', { name: 'Anyone' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('MISSING_TOKEN');
  });
});

describe('DELETE /api/auth/user', () => {
  it('refuses the only owner of a location with other members, changing nothing', async () => {
    const { location, owner } = await createLocation(ctx.db, { name: 'The Crowded Tap' });
    await addMember(ctx.db, location, 'manager');
    const response = await as(ctx.app, owner).delete('/api/auth/user');
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'Make someone else owner of The Crowded Tap first',
    });
    expect(await ctx.db.select().from(users).where(eq(users.id, owner.id))).toHaveLength(1);
    expect(await ctx.db.select().from(locations).where(eq(locations.id, location.id))).toHaveLength(
      1,
    );
  });

  it('deletes the account with the locations where it is the only member', async () => {
    const user = await createUser(ctx.db);
    const { refreshToken } = await signIn(ctx.app, user);
    const { location: solo } = await createLocation(ctx.db, { owner: user });
    await createItem(ctx.db, solo);
    const { location: shared, owner: coOwner } = await createLocation(ctx.db);
    await addMember(ctx.db, shared, 'owner', user);
    const { location: employer } = await createLocation(ctx.db);
    await addMember(ctx.db, employer, 'staff', user);

    const response = await as(ctx.app, user).delete('/api/auth/user');
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');

    expect(await ctx.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    const left = await ctx.db
      .select({ id: locations.id })
      .from(locations)
      .where(inArray(locations.id, [solo.id, shared.id, employer.id]));
    expect(left.map((l) => l.id).sort()).toEqual([shared.id, employer.id].sort());
    expect(await ctx.db.select().from(members).where(eq(members.userId, user.id))).toEqual([]);
    const sharedMembers = await ctx.db
      .select()
      .from(members)
      .where(eq(members.locationId, shared.id));
    expect(sharedMembers.map((m) => m.userId)).toEqual([coOwner.id]);
    expect(
      await ctx.db.select().from(refreshSessions).where(eq(refreshSessions.userId, user.id)),
    ).toEqual([]);
    expect((await refresh(ctx.app, refreshToken)).statusCode).toBe(401);
    expect((await login(ctx.app, { email: user.email, password: user.password })).statusCode).toBe(
      401,
    );
  });

  it('answers 401 without a token', async () => {
    const response = await anonymous(ctx.app).delete('/api/auth/user');
    expect(response.statusCode).toBe(401);
  });
});
