import { FILE_IMPORT_BUSY_MESSAGE } from '#contract/messages.ts';

/**
 * The 429 answers that name what is limited, word for word as the server writes them (written
 * out until they are constants of contract/messages.ts; known-messages.test.tsx fails when the
 * server no longer says one). failureMessage() shows these as they come, translated by their
 * text like any known message; any other 429 ("Too many requests…") shows the generic
 * "Too many attempts". When the answer says how long to wait (Retry-After, or the details'
 * `retry_after`), either is said with the wait instead of its own "try again": see withWait.
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

/** A wait as a number of seconds (under a minute) or of whole minutes, rounded up. */
function waitUnits(seconds: number): { amount: number; unit: 'second' | 'minute' } {
  return seconds < 60
    ? { amount: seconds, unit: 'second' }
    : { amount: Math.ceil(seconds / 60), unit: 'minute' };
}

/** A wait in a language, its plural as the language has it (Intl): "2 minutes", "1 minuto". */
export function formatWaitIn(amount: number, unit: 'second' | 'minute', language: string): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(
    amount,
  );
}

/** "30 seconds", "1 minute", "5 minutes". */
export function formatWait(seconds: number): string {
  const { amount, unit } = waitUnits(seconds);
  return formatWaitIn(amount, unit, 'en');
}

/**
 * What a limit's message says before its "try again": its first sentence ("Too many failed
 * sign-ins."). The same of its translation, whose first sentence says the same.
 */
export function limitReason(message: string): string {
  const end = message.indexOf('. ');
  return end === -1 ? message : message.slice(0, end + 1);
}

const WAITED = /^(.+?\.) Please wait (\d+) (seconds?|minutes?) and try again\.$/;

/**
 * A 429's message with the wait its answer gave, in place of the message's own "try again":
 * "Too many failed sign-ins. Please wait 2 minutes and try again." useKnownMessage() reads it
 * back (readWait) to say it in the language shown.
 */
export function withWait(message: string, seconds: number): string {
  return `${limitReason(message)} Please wait ${formatWait(seconds)} and try again.`;
}

/** The reason and the wait of a message withWait() wrote; undefined for any other text. */
export function readWait(
  text: string,
): { reason: string; amount: number; unit: 'second' | 'minute' } | undefined {
  const found = WAITED.exec(text);
  if (!found?.[1] || !found[2] || !found[3]) return undefined;
  return {
    reason: found[1],
    amount: Number(found[2]),
    unit: found[3].startsWith('second') ? 'second' : 'minute',
  };
}
