import { FILE_IMPORT_BUSY_MESSAGE } from '#contract/messages.ts';

/**
 * The 429 answers that name what is limited, word for word as the server writes them (written
 * out until they are constants of contract/messages.ts; known-messages.test.tsx fails when the
 * server no longer says one). failureMessage() shows these as they come, translated by their
 * text like any known message; any other 429 ("Too many requests…") shows the generic
 * "Too many attempts", with the wait the answer gives.
 */
export const KNOWN_SERVER_LIMITS = {
  fileImportBusy: FILE_IMPORT_BUSY_MESSAGE,
  spreadsheetsBusy: 'Other spreadsheets are being imported right now. Try again in a minute.',
  tooManySignIns: 'Too many failed sign-ins. Please wait and try again.',
  tooManyWrongPasswords: 'Too many wrong passwords. Please wait and try again.',
  tooManyResetRequests: 'Too many password reset requests. Please wait and try again.',
  assistantBusy:
    'You have asked the assistant a lot in a short time. Please wait a moment and try again.',
};

const NAMED = new Set<string>(Object.values(KNOWN_SERVER_LIMITS));

/** Whether a 429's message names its limit (one of KNOWN_SERVER_LIMITS). */
export function isNamedLimit(message: string): boolean {
  return NAMED.has(message);
}
