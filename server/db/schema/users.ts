import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, oneOf, updatedAt } from './columns.ts';

/** A person who signs in. Email is unique whatever its case. */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    subscriptionStatus: text('subscription_status'),
    stripeCustomerId: text('stripe_customer_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    unique('users_stripe_customer_id_key').on(t.stripeCustomerId),
  ],
);

/**
 * One refresh token. Rotation keeps the family; reuse of a used token revokes the family.
 * `signed_out_at` marks a family ended by its own sign-out (decision 027).
 */
export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    revokedAt: moment('revoked_at'),
    signedOutAt: moment('signed_out_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    unique('refresh_sessions_token_hash_key').on(t.tokenHash),
    index('refresh_sessions_user_id_idx').on(t.userId),
    index('refresh_sessions_family_id_idx').on(t.familyId),
  ],
);

/** A single-use password reset link; only the hash of its token is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_id_idx').on(t.userId),
  ],
);

export const waitingListStatuses = ['pending', 'approved'] as const;

/** People waiting to be let in while registration is by invitation. One entry per email. */
export const waitingList = pgTable(
  'waiting_list',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name'),
    venueName: text('venue_name'),
    note: text('note'),
    status: text('status', { enum: waitingListStatuses }).notNull().default('pending'),
    approvedAt: moment('approved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('waiting_list_email_lower_key').on(sql`lower(${t.email})`),
    check('waiting_list_status_check', oneOf(t.status, waitingListStatuses)),
  ],
);
