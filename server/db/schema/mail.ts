import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, oneOf, updatedAt } from './columns.ts';
import { locations } from './locations.ts';

export const MAIL_KINDS = [
  'order',
  'credit-request',
  'password-reset',
  'waiting-list-approved',
] as const;
export const MAIL_STATES = ['queued', 'sending', 'sent', 'failed'] as const;

/**
 * The mail outbox: every email waits here until a worker of some process has delivered it
 * (decision 038). Written in the transaction of the change it tells of; a worker claims due rows
 * with `for update skip locked`, sends outside any transaction, then marks the row.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** The venue the mail is about; none for an account's mail (reset, waiting list). */
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    /** The shopping list an order or credit request is about (no key: the mail outlives it). */
    listId: uuid('list_id'),
    recipient: text('recipient').notNull(),
    /**
     * The message as it will be sent (subject, text, html, attachments in base64); emptied once
     * it is sent, so a reset link does not stay in the table.
     */
    payload: jsonb('payload'),
    state: text('state', { enum: MAIL_STATES }).notNull().default('queued'),
    /** Deliveries tried so far, this one included while `sending`. */
    attempts: integer('attempts').notNull().default(0),
    /** When `queued`: the next try; when `sending`: the end of the worker's lease. */
    nextAttemptAt: moment('next_attempt_at').notNull(),
    lastError: text('last_error'),
    sentAt: moment('sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('mail_outbox_kind_check', oneOf(table.kind, MAIL_KINDS)),
    check('mail_outbox_state_check', oneOf(table.state, MAIL_STATES)),
    check('mail_outbox_attempts_check', sql`${table.attempts} >= 0`),
    // What the workers claim: only rows still to deliver.
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} in ('queued', 'sending')`),
    index('mail_outbox_list_idx').on(table.locationId, table.listId, table.createdAt),
  ],
);

/**
 * One row per scheduled job: the start of the period it last ran in. A process runs a job only
 * when it moves the row to the current period, so two processes never both run it in one.
 */
export const scheduledRuns = pgTable('scheduled_runs', {
  job: text('job').primaryKey(),
  periodStart: moment('period_start').notNull(),
  ranAt: moment('ran_at').notNull(),
});
