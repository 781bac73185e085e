/**
 * Two API processes on one PostgreSQL database, each with its outbox worker: every queued mail
 * reaches the SMTP server exactly once, and a scheduled job runs once per period between them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type App, buildApp } from '#server/app.ts';
import { type Database, openPostgres } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema/index.ts';
import { openTestDatabase, testConfig } from '#server/test/app.ts';
import { useSmtpReceiver } from '#server/test/mail.ts';
import { claimPeriod } from '../scheduled/claim-period.ts';
import { queueMail } from './queue.ts';

const smtp = useSmtpReceiver();
// Far from today: the file's own database copy, and a clock of its own.
const clock = () => new Date('2031-03-02T10:15:00Z');
const HOUR_MS = 60 * 60_000;

let first: Database;
let second: Database;
let a: App;
let b: App;

beforeAll(async () => {
  const target = inject('testDatabase');
  if (!process.env.TEST_DATABASE_URL || target.kind !== 'postgres') {
    throw new Error(
      'The server-pg tests need a PostgreSQL server: run them with TEST_DATABASE_URL.',
    );
  }
  // The file's own copy, and a second pool on that same database: two processes.
  first = await openTestDatabase();
  const { rows } = (await first.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(target.adminUrl);
  url.pathname = `/${rows[0]?.name ?? ''}`;
  second = await openPostgres({ url: url.toString(), poolSize: 4, migrate: false });
  const config = testConfig({ smtpUrl: smtp.url });
  a = await buildApp(config, { database: first, clock });
  b = await buildApp(config, { database: second, clock });
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await second?.close();
  await first?.close();
});

describe('two processes on one database', () => {
  it('deliver every queued mail exactly once between them', async () => {
    const recipients = Array.from({ length: 40 }, (_, n) => `vendor-${n}@twice.test`);
    for (const to of recipients) {
      await queueMail(
        a.db,
        {
          kind: 'order',
          message: { to, subject: `Order ${to}`, text: 'Tonic', html: '<p>Tonic</p>' },
        },
        clock(),
      );
    }
    // Both workers at once, twice over, as a wake and a poll of each process would.
    const tried = await Promise.all([
      a.mailer.runDue(),
      b.mailer.runDue(),
      a.mailer.runDue(),
      b.mailer.runDue(),
    ]);
    await Promise.all([a.mailer.idle(), b.mailer.idle()]);

    expect(tried.reduce((sum, n) => sum + n, 0)).toBe(40);
    const received = smtp.messages
      .flatMap((mail) => mail.to)
      .filter((to) => to.endsWith('@twice.test'));
    expect(received.sort()).toEqual([...recipients].sort());
    const states = await a.db
      .select({ state: mailOutbox.state, attempts: mailOutbox.attempts })
      .from(mailOutbox);
    expect(states).toHaveLength(40);
    expect(states.every((row) => row.state === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('run a scheduled job once per period, whichever asks first', async () => {
    const job = 'two-processes-test';
    const ask = (at: Date) =>
      Promise.all(
        Array.from({ length: 10 }, (_, n) => claimPeriod(n % 2 ? a.db : b.db, job, HOUR_MS, at)),
      );
    const yeses = (answers: boolean[]) => answers.filter(Boolean).length;
    const now = clock();
    expect(yeses(await ask(now))).toBe(1);
    // Later in the same hour: nobody.
    expect(yeses(await ask(new Date(now.getTime() + 30 * 60_000)))).toBe(0);
    // The next hour: one of them again.
    expect(yeses(await ask(new Date(now.getTime() + HOUR_MS)))).toBe(1);
  });
});
