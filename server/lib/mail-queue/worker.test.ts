/** The outbox's worker on the file's own database, with a transport and a clock of the test's. */
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Db } from '#server/db/client.ts';
import { mailOutbox, scheduledRuns } from '#server/db/schema/index.ts';
import { openTestDatabase } from '#server/test/app.ts';
import type { Timers } from '../backups/schedule.ts';
import type { MailMessage, Mailer } from '../mailer.ts';
import { FIRST_RETRY_MS, LONGEST_RETRY_MS, MAX_ATTEMPTS, SENDING_LEASE_MS } from './backoff.ts';
import { queueMail } from './queue.ts';
import { createMailQueue, type MailQueue } from './worker.ts';

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database?.close();
});

/** Polling never fires: the test says when the worker looks. */
const noPolling: Timers = { set: () => undefined, clear: () => {} };

/** A transport the test switches between refusing and accepting; it keeps what it sent. */
function fakeTransport() {
  const sent: MailMessage[] = [];
  let refusing: string | undefined;
  const transport: Mailer = {
    async send(message) {
      if (refusing) throw new Error(refusing);
      sent.push(message);
    },
    async close() {},
  };
  return {
    transport,
    sent,
    refuse: (reason: string) => {
      refusing = reason;
    },
    accept: () => {
      refusing = undefined;
    },
  };
}

let clock: Date;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

function worker(transport: Mailer): MailQueue {
  return createMailQueue({
    db,
    transport,
    now: () => clock,
    log: Fastify({ logger: false }).log,
    timers: noPolling,
  });
}

const message = (to: string): MailMessage => ({
  to,
  subject: 'Order from The Fox',
  text: 'Three cases of tonic.',
  html: '<p>Three cases of tonic.</p>',
  attachments: [
    { filename: 'order.pdf', content: Buffer.from('%PDF-1.4 …'), contentType: 'application/pdf' },
  ],
});

const rowOf = async (id: string) => {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error('no outbox row');
  return row;
};

beforeEach(async () => {
  clock = new Date('2030-01-07T09:00:00Z');
  await db.delete(mailOutbox);
});

describe('the mail outbox worker', () => {
  it('delivers a queued mail once, files and all, and empties its message', async () => {
    const smtp = fakeTransport();
    const queue = worker(smtp.transport);
    await queue.stop();
    const id = await queueMail(
      db,
      { kind: 'order', message: message('orders@spirits.test') },
      clock,
    );
    expect(await rowOf(id)).toMatchObject({ state: 'queued', attempts: 0, sentAt: null });

    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0);

    expect(smtp.sent).toHaveLength(1);
    expect(smtp.sent[0]).toMatchObject({
      to: 'orders@spirits.test',
      subject: 'Order from The Fox',
    });
    expect(smtp.sent[0]?.attachments?.[0]?.content.toString()).toBe('%PDF-1.4 …');
    expect(await rowOf(id)).toMatchObject({
      state: 'sent',
      attempts: 1,
      payload: null,
      lastError: null,
      sentAt: clock,
    });
  });

  it('waits 30 s, 1 min, 2 min… up to 30 min between tries, then fails with the reason', async () => {
    const smtp = fakeTransport();
    smtp.refuse('connect ECONNREFUSED 127.0.0.1:25');
    const queue = worker(smtp.transport);
    await queue.stop();
    const id = await queueMail(db, { kind: 'order', message: message('a@spirits.test') }, clock);

    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await queue.runDue()).toBe(1);
      const row = await rowOf(id);
      expect(row.attempts).toBe(attempt);
      if (attempt === MAX_ATTEMPTS) break;
      expect(row).toMatchObject({
        state: 'queued',
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      });
      const wait = row.nextAttemptAt.getTime() - clock.getTime();
      waits.push(wait);
      // Not a moment early.
      advance(wait - 1);
      expect(await queue.runDue()).toBe(0);
      advance(1);
    }
    expect(waits).toEqual([
      FIRST_RETRY_MS,
      2 * FIRST_RETRY_MS,
      4 * FIRST_RETRY_MS,
      8 * FIRST_RETRY_MS,
      16 * FIRST_RETRY_MS,
      32 * FIRST_RETRY_MS,
      LONGEST_RETRY_MS,
    ]);
    expect(await rowOf(id)).toMatchObject({
      state: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    // Failed for good: no more tries, however long it waits.
    advance(24 * 60 * 60_000);
    expect(await queue.runDue()).toBe(0);
    expect(smtp.sent).toEqual([]);
  });

  it('sends once the server is back, and only once', async () => {
    const smtp = fakeTransport();
    smtp.refuse('Greeting never received');
    const queue = worker(smtp.transport);
    await queue.stop();
    const id = await queueMail(db, { kind: 'order', message: message('b@spirits.test') }, clock);
    await queue.runDue();
    smtp.accept();
    advance(FIRST_RETRY_MS);
    await queue.runDue();
    advance(LONGEST_RETRY_MS);
    await queue.runDue();
    expect(smtp.sent.map((mail) => mail.to)).toEqual(['b@spirits.test']);
    expect(await rowOf(id)).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
  });

  it('takes again a row left sending by a process that died, once its lease is over', async () => {
    const smtp = fakeTransport();
    const queue = worker(smtp.transport);
    await queue.stop();
    const id = await queueMail(db, { kind: 'order', message: message('c@spirits.test') }, clock);
    // A process claimed it and was killed before it could mark it.
    await db
      .update(mailOutbox)
      .set({
        state: 'sending',
        attempts: 1,
        nextAttemptAt: new Date(clock.getTime() + SENDING_LEASE_MS),
      })
      .where(eq(mailOutbox.id, id));
    advance(SENDING_LEASE_MS - 1);
    expect(await queue.runDue()).toBe(0);
    advance(1);
    expect(await queue.runDue()).toBe(1);
    expect(smtp.sent).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('lets a worker that outlived its lease mark nothing over the newer claim', async () => {
    // Worker A's SMTP server hangs past the lease, then fails; B took the row and delivered it.
    let giveUp = () => {};
    const hanging: Mailer = {
      send: () =>
        new Promise<void>((_resolve, reject) => {
          giveUp = () => reject(new Error('Timeout'));
        }),
      async close() {},
    };
    const a = worker(hanging);
    const b = worker(fakeTransport().transport);
    await Promise.all([a.stop(), b.stop()]);
    const id = await queueMail(db, { kind: 'order', message: message('d@spirits.test') }, clock);
    const slow = a.runDue();
    await expect.poll(async () => (await rowOf(id)).state).toBe('sending');
    advance(SENDING_LEASE_MS);
    expect(await b.runDue()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ state: 'sent', attempts: 2 });
    giveUp();
    await slow;
    expect(await rowOf(id)).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
  });

  it('wakes after a queued mail and delivers it without being asked again', async () => {
    const smtp = fakeTransport();
    const queue = worker(smtp.transport);
    await queue.idle();
    await queueMail(db, { kind: 'password-reset', message: message('anna@example.test') }, clock);
    queue.wake();
    await queue.idle();
    await queue.stop();
    expect(smtp.sent.map((mail) => mail.to)).toEqual(['anna@example.test']);
  });
});

describe('old mail', () => {
  it('goes 30 days after it was sent or given up, once an hour across processes', async () => {
    const queue = worker(fakeTransport().transport);
    await queue.stop();
    const day = 24 * 60 * 60_000;
    const mailIn = async (state: 'sent' | 'failed' | 'queued', daysAgo: number) => {
      const at = new Date(clock.getTime() - daysAgo * day);
      const id = await queueMail(
        db,
        { kind: 'order', message: message(`${state}-${daysAgo}@x.test`) },
        at,
      );
      await db
        .update(mailOutbox)
        .set({ state, sentAt: state === 'sent' ? at : null, updatedAt: at })
        .where(eq(mailOutbox.id, id));
    };
    await mailIn('sent', 31);
    await mailIn('sent', 29);
    await mailIn('failed', 31);
    await mailIn('failed', 29);
    await mailIn('queued', 31);
    await db.delete(scheduledRuns);

    await queue.purgeIfDue();
    const left = async () =>
      (await db.select({ to: mailOutbox.recipient }).from(mailOutbox)).map((row) => row.to).sort();
    expect(await left()).toEqual(['failed-29@x.test', 'queued-31@x.test', 'sent-29@x.test']);

    // Within the hour a second turn removes nothing, even what has grown old since.
    advance(59 * 60_000);
    await mailIn('sent', 40);
    await queue.purgeIfDue();
    expect(await left()).toContain('sent-40@x.test');
    advance(60_000);
    await queue.purgeIfDue();
    expect(await left()).not.toContain('sent-40@x.test');
  });
});
