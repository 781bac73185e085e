/** A list's email as the list shows it, and its Retry after the outbox gave it up. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema/index.ts';
import { queueMail } from '#server/lib/mail-queue/queue.ts';
import { useTestApp } from '#server/test/app.ts';
import { useSmtpReceiver } from '#server/test/mail.ts';
import { anonymous, as } from '#server/test/request.ts';
import { worldWithDraft } from './list-fixtures.ts';

const smtp = useSmtpReceiver();
const ctx = useTestApp({ config: smtp.config, clock: () => new Date('2026-11-20T09:00:00Z') });

/** A sent list whose order the outbox gave up on after its tries (its message still there). */
async function sentAndGivenUp() {
  const world = await worldWithDraft(ctx.db);
  const sent = await as(ctx.app, world.manager).post(
    `/api/shopping-lists/${world.list.id}/send`,
    {},
  );
  expect(sent.statusCode, sent.body).toBe(200);
  await ctx.app.mailer.idle();
  // The list is sent again, and this time every try fails.
  await ctx.db.transaction(async (tx) => {
    const id = await queueMail(
      tx,
      {
        kind: 'order',
        locationId: world.location.id,
        listId: world.list.id,
        message: {
          to: world.vendor.email ?? '',
          subject: 'Order again',
          text: 'Gin',
          html: '<p>Gin</p>',
        },
      },
      new Date('2026-11-20T09:01:00Z'),
    );
    await tx
      .update(mailOutbox)
      .set({ state: 'failed', attempts: 8, lastError: '550 mailbox unavailable' })
      .where(eq(mailOutbox.id, id));
  });
  return world;
}

describe("a list's email", () => {
  it('shows on the list as queued once sent, then sent once delivered', async () => {
    const world = await worldWithDraft(ctx.db);
    const sent = await as(ctx.app, world.manager).post(
      `/api/shopping-lists/${world.list.id}/send`,
      {},
    );
    expect(sent.json().mail).toMatchObject({
      kind: 'order',
      recipient: world.vendor.email,
      state: 'queued',
      attempts: 0,
      last_error: null,
      sent_at: null,
    });
    await ctx.app.mailer.idle();
    const list = await as(ctx.app, world.staff).get(`/api/shopping-lists/${world.list.id}`);
    expect(list.json().mail).toMatchObject({
      state: 'sent',
      attempts: 1,
      sent_at: '2026-11-20T09:00:00.000Z',
    });
  });

  it('shows why it failed, and a manager retries it: queued again, then delivered once', async () => {
    const world = await sentAndGivenUp();
    const url = `/api/shopping-lists/${world.list.id}`;
    expect((await as(ctx.app, world.staff).get(url)).json().mail).toMatchObject({
      state: 'failed',
      last_error: '550 mailbox unavailable',
    });
    const before = smtp.messages.length;

    const retried = await as(ctx.app, world.manager).post(`${url}/mail/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().mail).toMatchObject({ state: 'queued', attempts: 0 });
    await ctx.app.mailer.idle();

    const delivered = smtp.messages
      .slice(before)
      .filter((m) => m.to.includes(world.vendor.email ?? ''));
    expect(delivered).toHaveLength(1);
    expect((await as(ctx.app, world.owner).get(url)).json().mail).toMatchObject({
      state: 'sent',
      attempts: 1,
      last_error: null,
    });
    // Sent: nothing left to retry.
    expect((await as(ctx.app, world.owner).post(`${url}/mail/retry`)).statusCode).toBe(409);
  });

  it('refuses staff (403), another location (404), no token (401), a bad id (422), nothing failed (409)', async () => {
    const world = await sentAndGivenUp();
    const url = `/api/shopping-lists/${world.list.id}/mail/retry`;
    expect((await as(ctx.app, world.staff).post(url)).statusCode).toBe(403);
    expect((await as(ctx.app, world.stranger).post(url)).statusCode).toBe(404);
    expect((await anonymous(ctx.app).post(url)).statusCode).toBe(401);
    const bad = await as(ctx.app, world.manager).post('/api/shopping-lists/not-a-list/mail/retry');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');
    // Nothing changed by the refusals.
    const rows = await ctx.db
      .select({ state: mailOutbox.state, attempts: mailOutbox.attempts })
      .from(mailOutbox)
      .where(eq(mailOutbox.listId, world.list.id));
    expect(rows).toContainEqual({ state: 'failed', attempts: 8 });

    const draft = await worldWithDraft(ctx.db);
    const none = await as(ctx.app, draft.manager).post(
      `/api/shopping-lists/${draft.list.id}/mail/retry`,
    );
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'This list has no email that failed to go.',
    });
  });
});
