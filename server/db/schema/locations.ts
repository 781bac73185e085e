import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { roles } from '#contract/roles.ts';
import { createdAt, decimal, id, moment, oneOf, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** A venue. Deleting it deletes every tenant row through `location_id … on delete cascade`. */
export const locations = pgTable(
  'locations',
  {
    id: id(),
    name: text('name').notNull(),
    currency: text('currency').notNull().default('USD'),
    timezone: text('timezone').notNull().default('UTC'),
    address: text('address'),
    /** The venue's phone and email, shown on the orders it sends (the contract bounds them). */
    phone: text('phone'),
    email: text('email'),
    /** The food cost % the menu aims at: cost ÷ price × 100. */
    targetFoodCostPercent: decimal('target_food_cost_percent').notNull().default('30'),
    /**
     * Set while a location's file is being imported into it (decision 032): until the import
     * clears it, the location has no member, is in no list and is removed if the import fails
     * or the server stops before it ends.
     */
    importingSince: moment('importing_since'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'locations_target_food_cost_percent_check',
      sql`${t.targetFoodCostPercent} > 0 and ${t.targetFoodCostPercent} <= 100`,
    ),
  ],
);

/** The `location_id` every tenant table carries: it leads their keys and indexes. */
export const locationId = () =>
  uuid('location_id')
    .notNull()
    .references(() => locations.id, { onDelete: 'cascade' });

/** A user's membership in a location, with a role. */
export const members = pgTable(
  'members',
  {
    id: id(),
    locationId: locationId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: roles }).notNull(),
    joinedAt: moment('joined_at').notNull().defaultNow(),
  },
  (t) => [
    unique('members_location_id_id_key').on(t.locationId, t.id),
    unique('members_location_id_user_id_key').on(t.locationId, t.userId),
    // "Which locations is this user in?" is asked on every sign-in.
    index('members_user_id_idx').on(t.userId),
    check('members_role_check', oneOf(t.role, roles)),
  ],
);

export const inviteRoles = ['staff', 'manager'] as const;

/** A code that lets someone join a location with a role (never owner). Stored upper-case. */
export const inviteCodes = pgTable(
  'invite_codes',
  {
    id: id(),
    locationId: locationId(),
    code: text('code').notNull(),
    role: text('role', { enum: inviteRoles }).notNull().default('staff'),
    expiresAt: moment('expires_at').notNull(),
    maxUses: integer('max_uses').notNull().default(1),
    uses: integer('uses').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('invite_codes_location_id_id_key').on(t.locationId, t.id),
    // Redeeming looks a code up without knowing its location, so it is unique everywhere.
    unique('invite_codes_code_key').on(t.code),
    index('invite_codes_location_id_created_at_idx').on(t.locationId, t.createdAt),
    check('invite_codes_code_upper_check', sql`${t.code} = upper(${t.code})`),
    check('invite_codes_role_check', oneOf(t.role, inviteRoles)),
    check('invite_codes_max_uses_check', sql`${t.maxUses} >= 1`),
    check('invite_codes_uses_check', sql`${t.uses} >= 0`),
  ],
);
