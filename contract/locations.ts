import { z } from 'zod';
import { optionalEmail, optionalText, text, timestamp } from './text.ts';
import { locationRef } from './auth.ts';
import { hasAtMost4Decimals } from './amounts.ts';
import { role } from './roles.ts';
import { currency, timezone } from './venue-fields.ts';

/** Roles an invite code may grant: never owner. */
const inviteRoles = ['staff', 'manager'] as const;
const inviteRole = z.enum(inviteRoles);

export const INVITE_CODE_LENGTH = 10;
/** Unambiguous alphabet of invite codes: no 0/O/1/I/L. */
export const INVITE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const INVITE_DEFAULT_EXPIRY_DAYS = 7;
export const INVITE_MAX_EXPIRY_DAYS = 30;
export const INVITE_DEFAULT_MAX_USES = 1;
export const INVITE_MAX_USES = 1000;

export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_TIMEZONE = 'UTC';

export const LAST_OWNER_MESSAGE =
  'A location needs at least one owner. Make someone else owner first.';

const locationName = text().trim().min(1, 'Enter a name').max(100, 'Use at most 100 characters');
export { currency, timezone } from './venue-fields.ts';
export const address = text().trim().max(500, 'Use at most 500 characters');
/** The most characters of a venue's phone number. */
export const VENUE_PHONE_MAX = 40;
/**
 * The venue's phone and email, shown on the orders it sends (and its email the orders' reply
 * address when the sender has none): trimmed, blank or null for none.
 */
export const venuePhone = optionalText(VENUE_PHONE_MAX);
export const venueEmail = optionalEmail;
/** The food cost % the menu aims at (cost ÷ price × 100): above 0, at most 100. */
export const targetFoodCostPercent = z
  .number({ error: 'Enter a percentage' })
  .gt(0, 'Use a percentage above 0')
  .max(100, 'Use a percentage of at most 100')
  .refine(hasAtMost4Decimals, 'Use at most 4 decimals');

export const member = z.object({
  /** The membership's id (not the user's). */
  id: z.uuid(),
  user_id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role,
  joined_at: timestamp,
});
export type Member = z.infer<typeof member>;

export const invite = z.object({
  id: z.uuid(),
  code: z.string(),
  role: inviteRole,
  expires_at: timestamp,
  max_uses: z.number().int(),
  uses: z.number().int(),
  created_at: timestamp,
});
export type Invite = z.infer<typeof invite>;

export const location = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The caller's role here. */
  role,
  currency: z.string(),
  timezone: z.string(),
  address: z.string().nullable(),
  /** The venue's phone and email as shown on its orders; null when unset. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** The food cost % the menu aims at (default 30). */
  target_food_cost_percent: z.number(),
  created_at: timestamp,
  members: z.array(member),
  /** Empty unless the caller is a manager or owner. */
  invites: z.array(invite),
});
export type Location = z.infer<typeof location>;

/** An entry of `GET /api/locations`. */
export const locationListItem = locationRef.extend({
  currency: z.string(),
  timezone: z.string(),
  member_count: z.number().int(),
});
export type LocationListItem = z.infer<typeof locationListItem>;

export const createLocationBody = z.object({
  name: locationName,
  currency: currency.default(DEFAULT_CURRENCY),
  timezone: timezone.default(DEFAULT_TIMEZONE),
  address: address.nullable().optional(),
  phone: venuePhone,
  email: venueEmail,
});
export type CreateLocationBody = z.input<typeof createLocationBody>;

export const updateLocationBody = z.object({
  name: locationName.optional(),
  currency: currency.optional(),
  timezone: timezone.optional(),
  address: address.nullable().optional(),
  phone: venuePhone,
  email: venueEmail,
  target_food_cost_percent: targetFoodCostPercent.optional(),
});
export type UpdateLocationBody = z.infer<typeof updateLocationBody>;

export const createInviteBody = z.object({
  role: inviteRole.default('staff'),
  expires_in_days: z
    .number()
    .int('Use whole days')
    .min(1, 'Use at least 1 day')
    .max(INVITE_MAX_EXPIRY_DAYS, `Use at most ${INVITE_MAX_EXPIRY_DAYS} days`)
    .default(INVITE_DEFAULT_EXPIRY_DAYS),
  max_uses: z
    .number()
    .int('Use a whole number')
    .min(1, 'Allow at least 1 use')
    .max(INVITE_MAX_USES, `Allow at most ${INVITE_MAX_USES} uses`)
    .default(INVITE_DEFAULT_MAX_USES),
});
export type CreateInviteBody = z.input<typeof createInviteBody>;

export const updateMemberBody = z.object({ role });
export type UpdateMemberBody = z.infer<typeof updateMemberBody>;

export const locationParams = z.object({ id: z.uuid() });
export const memberParams = z.object({ id: z.uuid(), memberId: z.uuid() });
export const inviteCodeParams = z.object({ id: z.uuid(), codeId: z.uuid() });
