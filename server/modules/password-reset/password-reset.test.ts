import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { passwordResets, refreshSessions, users } from '#server/db/schema/index.ts';
import { verifyPassword } from '#server/lib/password.ts';
import { useTestApp } from '#server/test/app.ts';
import { createUser } from '#server/test/factories.ts';
import { findLink, useSmtpReceiver } from '#server/test/mail.ts';
import { startSession } from '../auth/sessions.service.ts';
import { publicContextOf } from '#server/test/auth-helpers.ts';

const smtp = useSmtpReceiver();
const ctx = useTestApp({ config: smtp.config });

const NEW_PASSWORD = 'a brand new cellar key';
const INVALID = 'This reset link is invalid or has expired.';

let nextAddress = 1;
/** Every test calls from its own address, so the per-IP limit of one never touches another. */
function fromAddress() {
  const ip = `10.0.0.${nextAddress++}`;
  return {
    request: (email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/reset-password',
        remoteAddress: ip,
        payload: { email },
      }),
  };
}

function confirm(token: string, password = NEW_PASSWORD) {
  return ctx.app.inject({
    method: 'POST',
    url: '/auth/reset-password/confirm',
    payload: { token, password },
  });
}

/** Asks for a reset link and reads its token out of the email the SMTP receiver got. */
async function tokenFromEmail(email: string): Promise<{ token: string; link: string }> {
  const before = smtp.messages.length;
  const response = await fromAddress().request(email);
  expect(response.statusCode).toBe(202);
  const mail = await smtp.waitFor(
    (m) => smtp.messages.indexOf(m) >= before && m.to.includes(email.toLowerCase()),
  );
  const link = findLink(mail.text, 'http://localhost:3000/reset-password?token=');
  if (!link) throw new Error(`no reset link in:\n${mail.text}`);
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error('no token in the link');
  return { token, link };
}

const resetCount = async () =>
  (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(passwordResets))[0]?.n ?? 0;

function withoutErrorId(response: LightMyRequestResponse) {
  const body = response.json();
  if (body?.error) delete body.error.error_id;
  return { status: response.statusCode, retryAfter: response.headers['retry-after'], body };
}

describe('POST /auth/reset-password', () => {
  it('emails a single-use link; using it sets the password and ends every session', async () => {
    const user = await createUser(ctx.db, { name: 'Anna' });
    const first = await startSession(publicContextOf(ctx.app), { userId: user.id });
    const second = await startSession(publicContextOf(ctx.app), { userId: user.id });

    const { token, link } = await tokenFromEmail(user.email);
    const mail = smtp.messages.find((m) => m.to.includes(user.email));
    expect(mail?.subject).toBe('Reset your Barback password');
    expect(mail?.html).toContain(`href="${link}"`);
    expect(token.length).toBeGreaterThanOrEqual(22); // ≥ 128 random bits in base64url

    // Only the SHA-256 of the token is stored, valid for 30 minutes.
    const [stored] = await ctx.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(stored?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const minutes = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);

    const response = await confirm(token);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row?.passwordHash ?? '', NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(row?.passwordHash ?? '', user.password)).toBe(false);
    const sessions = await ctx.db
      .select()
      .from(refreshSessions)
      .where(eq(refreshSessions.userId, user.id));
    expect(sessions.map((s) => s.familyId).sort()).toEqual(
      [first.familyId, second.familyId].sort(),
    );
    expect(sessions.every((s) => s.revokedAt !== null)).toBe(true);
  });

  it('answers the same to a known and an unknown email, and emails only the known one', async () => {
    const user = await createUser(ctx.db);
    const unknown = `nobody-${Date.now()}@example.test`;
    const caller = fromAddress();
    const rowsBefore = await resetCount();

    const forUnknown = await caller.request(unknown);
    const forKnown = await caller.request(user.email.toUpperCase());
    expect(forUnknown.statusCode).toBe(202);
    expect(forUnknown.json()).toEqual({ ok: true });
    expect(withoutErrorId(forKnown)).toEqual(withoutErrorId(forUnknown));
    expect(forKnown.headers['content-type']).toBe(forUnknown.headers['content-type']);

    // The stored address gets the mail, whatever case was typed.
    await smtp.waitFor((m) => m.to.includes(user.email));
    await ctx.app.mailer.idle();
    expect(smtp.messages.filter((m) => m.to.includes(unknown))).toEqual([]);
    expect(await resetCount()).toBe(rowsBefore + 1);
  });

  it('refuses a link a second time', async () => {
    const user = await createUser(ctx.db);
    const { token } = await tokenFromEmail(user.email);
    expect((await confirm(token)).statusCode).toBe(204);

    const again = await confirm(token, 'yet another cellar key');
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: INVALID,
      details: [{ path: 'token', message: INVALID }],
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row?.passwordHash ?? '', NEW_PASSWORD)).toBe(true);
  });

  it('refuses an expired link and an unknown token', async () => {
    const user = await createUser(ctx.db);
    const { token } = await tokenFromEmail(user.email);
    await ctx.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));

    for (const attempt of [token, 'not-a-token-we-ever-made']) {
      const response = await confirm(attempt);
      expect(response.statusCode).toBe(422);
      expect(response.json().error.details).toEqual([{ path: 'token', message: INVALID }]);
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toBe(user.passwordHash);
  });

  it('refuses a common password and keeps the link usable', async () => {
    const user = await createUser(ctx.db);
    const { token } = await tokenFromEmail(user.email);

    const common = await confirm(token, 'iloveyou');
    expect(common.statusCode).toBe(422);
    expect(common.json().error.details[0].path).toBe('password');

    expect((await confirm(token)).statusCode).toBe(204);
  });

  it('answers 422 to a bad body', async () => {
    const bad = await fromAddress().request('not an email');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.details[0].path).toBe('email');

    const short = await confirm('some-token', 'short');
    expect(short.statusCode).toBe(422);
    expect(short.json().error.details[0].path).toBe('password');
  });

  it('limits requests per email (known or not, the same way) with Retry-After', async () => {
    const user = await createUser(ctx.db);
    const unknown = `nobody-limit-${Date.now()}@example.test`;
    const answers: Record<string, ReturnType<typeof withoutErrorId>[]> = {};
    for (const email of [user.email, unknown]) {
      answers[email] = [];
      for (let i = 0; i < 4; i++) {
        // A new address each time: only the per-email limit applies.
        answers[email].push(withoutErrorId(await fromAddress().request(email)));
      }
    }
    const known = answers[user.email] ?? [];
    expect(known.map((a) => a.status)).toEqual([202, 202, 202, 429]);
    expect(Number(known[3]?.retryAfter)).toBeGreaterThan(0);
    expect(known[3]?.body.error.code).toBe('RATE_LIMITED');
    expect(answers[unknown]).toEqual(known);
  });

  it('limits requests per IP address', async () => {
    const caller = fromAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await caller.request(`someone-${i}-${Date.now()}@example.test`)).statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
