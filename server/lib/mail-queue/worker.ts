import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MAIL_REASON_MISSING, MAIL_REASON_UNKNOWN } from '#contract/messages.ts';
import type { Db } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema/index.ts';
import { realTimers, type Timers } from '../backups/schedule.ts';
import type { Mailer } from '../mailer.ts';
import { claimPeriod } from '../scheduled/claim-period.ts';
import { MAX_ATTEMPTS, retryDelayMs, SENDING_LEASE_MS } from './backoff.ts';
import { messageOf, type StoredMessage } from './queue.ts';

/** How often an idle worker looks for mail that came due (a retry, another process's row). */
export const POLL_EVERY_MS = 5_000;
/** Rows one claim takes: a few, so one process does not hold many leases while it sends. */
const CLAIM_BATCH = 5;
/** How often one of the processes removes old mail. */
export const PURGE_EVERY_MS = 60 * 60_000;
/** How long a sent or failed mail stays on its list. */
export const KEPT_FOR_MS = 30 * 24 * 60 * 60_000;
/** The longest reason kept in `last_error`. */
const REASON_LENGTH = 300;

export interface MailQueue {
  /** A mail was queued (after the commit): deliver what is due soon, without waiting for it. */
  wake(): void;
  /** Delivers every mail due now (and any that come due while it runs); the count tried. */
  runDue(): Promise<number>;
  /** Resolves once no delivery of this process is running or asked for (tests, shutdown). */
  idle(): Promise<void>;
  /** Removes sent and failed mail older than 30 days, when this process's turn of the hour. */
  purgeIfDue(): Promise<void>;
  /** No more polling; waits for the delivery in progress. */
  stop(): Promise<void>;
}

export interface MailQueueOptions {
  db: Db;
  transport: Mailer;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Polling's timers: real ones by default; a test's own to poll never. */
  timers?: Timers;
  pollEveryMs?: number;
}

interface ClaimedRow {
  id: string;
  recipient: string;
  payload: StoredMessage | null;
  attempts: number;
}

/**
 * Takes up to CLAIM_BATCH due rows in one statement (its own short transaction): queued ones
 * whose time has come, and sending ones whose lease ran out (their process died). `skip locked`
 * lets workers of several processes claim side by side, never the same row; the claim counts
 * the attempt and leases the row for SENDING_LEASE_MS.
 */
async function claimDue(db: Db, now: Date): Promise<ClaimedRow[]> {
  const at = now.toISOString();
  const lease = new Date(now.getTime() + SENDING_LEASE_MS).toISOString();
  const result = (await db.execute(sql`
    update mail_outbox set state = 'sending', attempts = attempts + 1,
      next_attempt_at = ${lease}::timestamptz, updated_at = ${at}::timestamptz
    where id in (
      select id from mail_outbox
      where state in ('queued', 'sending') and next_attempt_at <= ${at}::timestamptz
      order by next_attempt_at
      limit ${CLAIM_BATCH}
      for update skip locked)
    returning id, recipient, payload, attempts`)) as unknown as { rows: ClaimedRow[] };
  return result.rows;
}

function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.replace(/\s+/g, ' ').trim() || MAIL_REASON_UNKNOWN;
  return line.length > REASON_LENGTH ? `${line.slice(0, REASON_LENGTH - 1)}…` : line;
}

/** The row as this claim left it: a later claim (after the lease) owns it otherwise. */
const stillOurs = (row: ClaimedRow) =>
  and(
    eq(mailOutbox.id, row.id),
    eq(mailOutbox.state, 'sending'),
    eq(mailOutbox.attempts, row.attempts),
  );

/**
 * The process's outbox worker: claims due mail, sends it outside any transaction, then marks it
 * sent (its message emptied) or, after a failure, queued again with a growing wait, and failed
 * with the reason once MAX_ATTEMPTS tries have failed. Woken after each queued mail, and polls
 * every POLL_EVERY_MS for retries and rows of processes that died.
 */
export function createMailQueue(options: MailQueueOptions): MailQueue {
  const { db, transport, now, log } = options;
  const timers = options.timers ?? realTimers;
  const pollEveryMs = options.pollEveryMs ?? POLL_EVERY_MS;
  let stopped = false;
  let asked = false;
  let running: Promise<void> | undefined;
  let pollHandle: unknown;
  let purging: Promise<void> | undefined;

  async function deliver(row: ClaimedRow): Promise<void> {
    try {
      if (!row.payload) throw new Error(MAIL_REASON_MISSING);
      await transport.send(messageOf(row.recipient, row.payload));
    } catch (error) {
      const reason = reasonOf(error);
      const at = now();
      const givenUp = row.attempts >= MAX_ATTEMPTS;
      log.warn({ mailId: row.id, attempts: row.attempts, reason, givenUp }, 'email not sent');
      await db
        .update(mailOutbox)
        .set({
          state: givenUp ? 'failed' : 'queued',
          nextAttemptAt: new Date(at.getTime() + (givenUp ? 0 : retryDelayMs(row.attempts))),
          lastError: reason,
          updatedAt: at,
        })
        .where(stillOurs(row));
      return;
    }
    const at = now();
    await db
      .update(mailOutbox)
      .set({ state: 'sent', sentAt: at, payload: null, lastError: null, updatedAt: at })
      .where(stillOurs(row));
  }

  /** Once an hour across processes: sent and failed mail older than KEPT_FOR_MS goes. */
  async function purgeIfDue(): Promise<void> {
    const at = now();
    if (!(await claimPeriod(db, 'mail-outbox-purge', PURGE_EVERY_MS, at))) return;
    const cutoff = new Date(at.getTime() - KEPT_FOR_MS);
    await db
      .delete(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.state, 'sent'), lt(mailOutbox.sentAt, cutoff)),
          and(eq(mailOutbox.state, 'failed'), lt(mailOutbox.updatedAt, cutoff)),
        ),
      );
  }

  async function runDue(): Promise<number> {
    let tried = 0;
    for (;;) {
      const claimed = await claimDue(db, now());
      for (const row of claimed) await deliver(row);
      tried += claimed.length;
      if (claimed.length < CLAIM_BATCH) return tried;
    }
  }

  function start(): void {
    running ??= (async () => {
      // Never inside the caller's turn: a wake right after a commit returns at once.
      await Promise.resolve();
      while (asked && !stopped) {
        asked = false;
        try {
          await runDue();
        } catch (error) {
          log.error({ err: error }, 'the mail outbox could not be read');
        }
      }
    })().finally(() => {
      running = undefined;
      if (asked && !stopped) start();
    });
  }

  function wake(): void {
    if (stopped) return;
    asked = true;
    start();
  }

  function poll(): void {
    if (stopped) return;
    pollHandle = timers.set(() => {
      pollHandle = undefined;
      wake();
      purging ??= purgeIfDue()
        .catch((error: unknown) => {
          log.warn({ err: error }, 'old mail was not removed');
        })
        .finally(() => {
          purging = undefined;
        });
      poll();
    }, pollEveryMs);
  }
  poll();
  // Mail left by a previous run of the server (or due while it was down) goes out now.
  wake();

  return {
    wake,
    runDue,
    purgeIfDue,
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      if (pollHandle !== undefined) timers.clear(pollHandle);
      pollHandle = undefined;
      await purging;
      while (running) await running;
    },
  };
}
