/**
 * Sending while the SMTP server is down: the list is sent and its order waits in the outbox;
 * once the server is back, the next try delivers it, once.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, shoppingLists } from '#server/db/schema/index.ts';
import { FIRST_RETRY_MS } from '#server/lib/mail-queue/backoff.ts';
import { createTestApp, type TestContext } from '#server/test/app.ts';
import { as } from '#server/test/request.ts';
import { buyingWorld, draftWithLine } from './list-fixtures.ts';

let now = new Date('2026-11-20T09:00:00Z');
const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    stream.resume();
    stream.on('end', () => {
      received.push(...session.envelope.rcptTo.map((address) => address.address));
      callback();
    });
  },
});
let port = 0;
let down: TestContext;

const listen = () =>
  new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(port, '127.0.0.1', () => resolve());
  });

beforeAll(async () => {
  // A free port, then nothing on it: the SMTP server is down, the connection refused at once.
  await listen();
  port = (smtp.server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  down = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}` }, clock: () => now });
});
afterAll(async () => {
  await down?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('sending when the SMTP server is down', () => {
  it('marks the list sent, shows the order failing to go, and delivers it once the server is back', async () => {
    const base = await buyingWorld(down.db);
    const { list } = await draftWithLine(down.db, base.location, {
      vendorId: base.vendor.id,
      itemId: base.gin.id,
      vendorItemId: base.ginCase.id,
      packs: '1',
      price: '90',
    });
    const response = await as(down.app, base.manager).post(
      `/api/shopping-lists/${list.id}/send`,
      {},
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'sent', sent_to: base.vendor.email });
    await down.app.mailer.idle();

    const [queued] = await down.db.select().from(mailOutbox).where(eq(mailOutbox.listId, list.id));
    expect(queued).toMatchObject({
      kind: 'order',
      state: 'queued',
      attempts: 1,
      recipient: base.vendor.email,
      nextAttemptAt: new Date(now.getTime() + FIRST_RETRY_MS),
    });
    expect(queued?.lastError).toMatch(/ECONNREFUSED/);
    const [row] = await down.db.select().from(shoppingLists).where(eq(shoppingLists.id, list.id));
    expect(row).toMatchObject({ status: 'sent', sentTo: base.vendor.email });

    // The server is back; the retry comes due.
    await listen();
    expect(await down.app.mailer.runDue()).toBe(0);
    now = new Date(now.getTime() + FIRST_RETRY_MS);
    expect(await down.app.mailer.runDue()).toBe(1);
    now = new Date(now.getTime() + 60 * 60_000);
    expect(await down.app.mailer.runDue()).toBe(0);

    expect(received).toEqual([base.vendor.email]);
    const [sent] = await down.db.select().from(mailOutbox).where(eq(mailOutbox.listId, list.id));
    expect(sent).toMatchObject({ state: 'sent', attempts: 2, lastError: null, payload: null });
  });
});
