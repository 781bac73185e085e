// Messages that code shared with the server (the contract's validation) or with every
// screen (web/lib/errors.ts) writes in English. Screens translate them by their English
// text with useKnownMessage(); any other text — an API error body — shows as it came.
// The contract's are written out rather than imported: its schemas bring zod, which the
// sign-in screen loads only once the form is used (translations.test.ts compares them).
import {
  DELETE_USER_FAILED_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  NETWORK_FAILURE_MESSAGE,
  REDEEM_INVITE_FAILED_MESSAGE,
  REGISTRATION_FAILED_MESSAGE,
  RESET_PASSWORD_FAILED_MESSAGE,
  TIMEOUT_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from '../../../errors.ts';
import { i18n } from '../../i18n.ts';

export const KNOWN_ENGLISH = {
  enterValidEmail: 'Enter a valid email address',
  enterYourName: 'Enter your name',
  enterYourPassword: 'Enter your password',
  enterCurrentPassword: 'Enter your current password',
  enterInviteCode: 'Enter an invite code',
  enterVenueName: 'Enter the name of your venue',
  passwordsDoNotMatch: 'The two passwords do not match',
  passwordTooShort: 'Use at least 8 characters',
  passwordTooLong: 'Use at most 128 characters',
  atMost100: 'Use at most 100 characters',
  atMost254: 'Use at most 254 characters',
  noNul: 'Remove the invisible NUL character from this text',
  networkFailure: NETWORK_FAILURE_MESSAGE,
  timeout: TIMEOUT_MESSAGE,
  unknownError: UNKNOWN_ERROR_MESSAGE,
  redeemInviteFailed: REDEEM_INVITE_FAILED_MESSAGE,
  loginFailed: LOGIN_FAILED_MESSAGE,
  registrationFailed: REGISTRATION_FAILED_MESSAGE,
  resetPasswordFailed: RESET_PASSWORD_FAILED_MESSAGE,
  deleteUserFailed: DELETE_USER_FAILED_MESSAGE,
};

export const knownMessages = i18n('known', KNOWN_ENGLISH);
