import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE } from '#contract/errors.ts';
import { waitingList } from '#server/db/schema/index.ts';
import { useTestApp } from '#server/test/app.ts';
import { createUser, type TestUser } from '#server/test/factories.ts';
import { findLink, useSmtpReceiver } from '#server/test/mail.ts';
import { anonymous, as } from '#server/test/request.ts';
import { publicContextOf } from '#server/test/auth-helpers.ts';
import { isApprovedOnWaitingList } from './waiting-list.service.ts';

const ADMIN_EMAIL = 'boss@barback.test';
const smtp = useSmtpReceiver();
const ctx = useTestApp({
  config: {
    adminEmails: [ADMIN_EMAIL],
    get smtpUrl() {
      return smtp.url;
    },
  },
});

let counter = 0;
const newEmail = () => `guest-${Date.now()}-${counter++}@example.test`;

let administrator: Promise<TestUser> | undefined;
/** The administrator; the stored email differs in case from ADMIN_EMAILS, on purpose. */
function admin(): Promise<TestUser> {
  administrator ??= createUser(ctx.db, { email: 'Boss@Barback.test', name: 'Boss' });
  return administrator;
}

async function entryFor(email: string) {
  const rows = await ctx.db
    .select()
    .from(waitingList)
    .where(eq(sql`lower(${waitingList.email})`, email.toLowerCase()));
  return rows;
}

describe('POST /api/waiting-list', () => {
  it('adds an entry; the same email again (any case) answers the same and keeps one', async () => {
    const email = newEmail();
    const first = await anonymous(ctx.app).post('/api/waiting-list', {
      email,
      name: 'Dana',
      venue_name: 'The Crooked Tap',
      note: 'Two bars, one kitchen',
    });
    const again = await anonymous(ctx.app).post('/api/waiting-list', {
      email: email.toUpperCase(),
      name: 'Someone else',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ ok: true });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);

    const rows = await entryFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email,
      name: 'Dana',
      venueName: 'The Crooked Tap',
      note: 'Two bars, one kitchen',
      status: 'pending',
      approvedAt: null,
    });
  });

  it('answers 422 to a bad body', async () => {
    const response = await anonymous(ctx.app).post('/api/waiting-list', { email: 'nope' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.details[0].path).toBe('email');
    const long = await anonymous(ctx.app).post('/api/waiting-list', {
      email: newEmail(),
      note: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().error.details[0].path).toBe('note');
  });
});

describe('GET /api/admin/waiting-list', () => {
  it('lists every entry, newest first, to an administrator', async () => {
    const older = newEmail();
    const newer = newEmail();
    await anonymous(ctx.app).post('/api/waiting-list', { email: older });
    await anonymous(ctx.app).post('/api/waiting-list', { email: newer, venue_name: 'Bar Nine' });
    await ctx.db
      .update(waitingList)
      .set({ createdAt: new Date('2030-01-01T00:00:00Z') })
      .where(eq(waitingList.email, older));
    await ctx.db
      .update(waitingList)
      .set({ createdAt: new Date('2030-01-02T00:00:00Z') })
      .where(eq(waitingList.email, newer));

    const response = await as(ctx.app, await admin()).get('/api/admin/waiting-list');
    expect(response.statusCode).toBe(200);
    const entries = response.json() as { email: string }[];
    expect(entries.slice(0, 2).map((e) => e.email)).toEqual([newer, older]);
    expect(entries[0]).toEqual({
      id: expect.any(String),
      email: newer,
      name: null,
      venue_name: 'Bar Nine',
      note: null,
      status: 'pending',
      approved_at: null,
      created_at: '2030-01-02T00:00:00.000Z',
    });
  });

  it('answers 403 to a signed-in user who is not an administrator, 401 without a token', async () => {
    const someone = await createUser(ctx.db);
    const forbidden = await as(ctx.app, someone).get('/api/admin/waiting-list');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toMatchObject({ code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE });

    const missing = await anonymous(ctx.app).get('/api/admin/waiting-list');
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error.code).toBe('MISSING_TOKEN');
  });
});

describe('POST /api/admin/waiting-list/{id}/approve', () => {
  it('approves once, emails a sign-up link, and lets that email register', async () => {
    const email = `Erin.${counter++}+bar@example.test`;
    await anonymous(ctx.app).post('/api/waiting-list', { email, name: 'Erin' });
    const [entry] = await entryFor(email);
    if (!entry) throw new Error('entry missing');
    expect(await isApprovedOnWaitingList(publicContextOf(ctx.app), { email })).toBe(false);

    const boss = await admin();
    const response = await as(ctx.app, boss).post(`/api/admin/waiting-list/${entry.id}/approve`);
    expect(response.statusCode).toBe(200);
    const approved = response.json();
    expect(approved).toMatchObject({ id: entry.id, email, status: 'approved', name: 'Erin' });
    expect(Date.parse(approved.approved_at)).toBeGreaterThan(Date.now() - 60_000);

    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('You can now sign up for Barback');
    expect(mail.text).toContain('Hello Erin,');
    const link = findLink(mail.text, 'http://localhost:3000/register?email=');
    expect(link).toBeDefined();
    expect(new URL(link ?? '').searchParams.get('email')).toBe(email);
    expect(mail.html).toContain(`href="${link}"`);
    expect(
      await isApprovedOnWaitingList(publicContextOf(ctx.app), { email: email.toUpperCase() }),
    ).toBe(true);

    // A second click answers the same entry and sends nothing more.
    const again = await as(ctx.app, boss).post(`/api/admin/waiting-list/${entry.id}/approve`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(approved);
    await ctx.app.mailer.idle();
    expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('answers 404 to an unknown id, 422 to a malformed one', async () => {
    const boss = await admin();
    const unknown = await as(ctx.app, boss).post(
      '/api/admin/waiting-list/00000000-0000-4000-8000-000000000000/approve',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    const malformed = await as(ctx.app, boss).post('/api/admin/waiting-list/42/approve');
    expect(malformed.statusCode).toBe(422);
  });

  it('answers 403 to a non-administrator and 401 without a token, approving nothing', async () => {
    const email = newEmail();
    await anonymous(ctx.app).post('/api/waiting-list', { email });
    const [entry] = await entryFor(email);
    const url = `/api/admin/waiting-list/${entry?.id}/approve`;
    expect((await as(ctx.app, await createUser(ctx.db)).post(url)).statusCode).toBe(403);
    expect((await anonymous(ctx.app).post(url)).statusCode).toBe(401);
    expect((await entryFor(email))[0]?.status).toBe('pending');
  });
});
