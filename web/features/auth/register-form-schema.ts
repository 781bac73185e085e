import { z } from 'zod';
import { registerBody } from '#contract/auth.ts';
import type { RegisterBody } from '#contract/auth.ts';
import { KNOWN_ENGLISH } from '#web/lib/i18n/locales/en/known.ts';

/** What the new account does about a venue: create one, join one, or decide later. */
const venueChoices = ['create', 'join', 'later'] as const;
export type VenueChoice = (typeof venueChoices)[number];

/**
 * The sign-up form: the contract's `registerBody` (the same rules the server applies), plus
 * the venue choice that decides which of `locationName` (with the venue's currency and time
 * zone) and `inviteCode` is sent. `priceId` is '' for "no plan".
 */
export const registerForm = registerBody
  .extend({ venue: z.enum(venueChoices), priceId: z.string() })
  .superRefine((form, ctx) => {
    if (form.venue === 'create' && !form.locationName) {
      ctx.addIssue({
        code: 'custom',
        path: ['locationName'],
        message: KNOWN_ENGLISH.enterVenueName,
      });
    }
    if (form.venue === 'join' && !form.inviteCode) {
      ctx.addIssue({
        code: 'custom',
        path: ['inviteCode'],
        message: KNOWN_ENGLISH.enterInviteCode,
      });
    }
  });
export type RegisterFormInput = z.input<typeof registerForm>;
export type RegisterFormOutput = z.output<typeof registerForm>;

/** The fields a 422 from the server may name. */
export const REGISTER_FIELDS = [
  'name',
  'email',
  'password',
  'locationName',
  'locationCurrency',
  'inviteCode',
  'priceId',
] as const;

/** The request body: only the venue field of the choice made, and the plan when one is picked. */
export function toRegisterBody(form: RegisterFormOutput): RegisterBody {
  return {
    email: form.email,
    password: form.password,
    name: form.name,
    ...(form.venue === 'create' && form.locationName
      ? {
          locationName: form.locationName,
          ...(form.locationCurrency ? { locationCurrency: form.locationCurrency } : {}),
          ...(form.locationTimezone ? { locationTimezone: form.locationTimezone } : {}),
        }
      : {}),
    ...(form.venue === 'join' && form.inviteCode ? { inviteCode: form.inviteCode } : {}),
    ...(form.priceId ? { priceId: form.priceId } : {}),
  };
}
