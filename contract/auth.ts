import { z } from 'zod';
import { text } from './text.ts';
import { role } from './roles.ts';
import { currency, timezone } from './venue-fields.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const email = text()
  .trim()
  .max(254, 'Use at most 254 characters')
  .pipe(z.email('Enter a valid email address'));

/** A new password: 8 to 128 characters, no composition rules (the server also refuses common ones). */
export const newPassword = text()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`);

const personName = text().trim().min(1, 'Enter your name').max(100, 'Use at most 100 characters');

export const locationRef = z.object({
  id: z.uuid(),
  name: z.string(),
  role,
});
export type LocationRef = z.infer<typeof locationRef>;

const user = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  locations: z.array(locationRef),
  /** Card-payment subscription state recorded from the provider's webhook; null when none. */
  subscription_status: z.string().nullable(),
  /** Whether this user administers sign-ups (ADMIN_EMAILS). */
  is_admin: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});
export type User = z.infer<typeof user>;

export const meResponse = z.object({ user });
export type MeResponse = z.infer<typeof meResponse>;

// The request bodies the specification gives in camelCase stay camelCase.
export const registerBody = z.object({
  email,
  password: newPassword,
  name: personName,
  inviteCode: text().trim().max(64).optional(),
  locationName: text().trim().max(100, 'Use at most 100 characters').optional(),
  /** The new venue's currency and time zone (the form proposes the browser's); else USD, UTC. */
  locationCurrency: currency.optional(),
  locationTimezone: timezone.optional(),
  priceId: text().trim().max(200).optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email,
  password: text().min(1, 'Enter your password').max(1024),
});
export type LoginBody = z.infer<typeof loginBody>;

/** Answer of login, register and refresh: an access token (3600 s) and the user. */
export const tokenResponse = z.object({
  token: z.string(),
  user,
});
export type TokenResponse = z.infer<typeof tokenResponse>;

export const registerResponse = tokenResponse.extend({
  /** Where to send the browser to pay, when a plan was picked. */
  checkout_url: z.url().optional(),
});
export type RegisterResponse = z.infer<typeof registerResponse>;

export const updateUserBody = z
  .object({
    name: personName.optional(),
    email: email.optional(),
    current_password: text().max(1024).optional(),
    new_password: newPassword.optional(),
  })
  .refine((body) => !(body.new_password || body.email) || body.current_password, {
    message: 'Enter your current password',
    path: ['current_password'],
  });
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const redeemInviteBody = z.object({
  inviteCode: text().trim().min(1, 'Enter an invite code').max(64),
});
export type RedeemInviteBody = z.infer<typeof redeemInviteBody>;

export const redeemInviteResponse = z.object({ locations: z.array(locationRef) });
export type RedeemInviteResponse = z.infer<typeof redeemInviteResponse>;

export const resetPasswordBody = z.object({ email });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const resetPasswordConfirmBody = z.object({
  token: text().min(1).max(200),
  password: newPassword,
});
export type ResetPasswordConfirmBody = z.infer<typeof resetPasswordConfirmBody>;

export const okResponse = z.object({ ok: z.literal(true) });

export const waitingListBody = z.object({
  email,
  name: text().trim().max(100).optional(),
  venue_name: text().trim().max(100).optional(),
  note: text().trim().max(1000).optional(),
});
export type WaitingListBody = z.infer<typeof waitingListBody>;

export const waitingListEntry = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  venue_name: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(['pending', 'approved']),
  approved_at: z.iso.datetime({ offset: true }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type WaitingListEntry = z.infer<typeof waitingListEntry>;

export const plan = z.object({
  price_id: z.string(),
  name: z.string(),
  amount: z.number(),
  currency: z.string(),
  interval: z.string().nullable(),
});
export type Plan = z.infer<typeof plan>;

export const checkoutSessionBody = z.object({ price_id: text().min(1).max(200) });
export const checkoutSessionResponse = z.object({ url: z.url() });

const registrationModes = ['open', 'invite', 'closed'] as const;
/** `GET /api/auth/registration`: what the sign-up screen may offer. */
export const registrationInfo = z.object({
  mode: z.enum(registrationModes),
  /** Whether card payments are configured (GET /api/billing/plans then lists plans). */
  payments: z.boolean(),
});
export type RegistrationInfo = z.infer<typeof registrationInfo>;
