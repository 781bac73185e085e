import { describe, expect, it } from 'vitest';
import { ApiError, ErrorType, apiErrorFromBody, parseRetryAfter } from './errors.ts';
import { FILE_IMPORT_BUSY_MESSAGE } from '#contract/messages.ts';
import { failureMessage, fieldErrorsOf } from './form-errors.ts';
import { formatWait, KNOWN_SERVER_LIMITS } from './rate-limit-messages.ts';

const FALLBACK = 'Login failed';

describe('what a form says about a failed call', () => {
  it("uses the server's words for a 4xx", () => {
    const error = apiErrorFromBody(401, {
      error: { message: 'Invalid email or password', code: 'UNAUTHORIZED' },
    });
    expect(failureMessage(error, FALLBACK)).toBe('Invalid email or password');
  });

  it('uses the screen message for a 5xx or a 4xx without a message', () => {
    expect(failureMessage(apiErrorFromBody(500, { error: { message: 'Boom' } }), FALLBACK)).toBe(
      FALLBACK,
    );
    expect(failureMessage(apiErrorFromBody(400, undefined), FALLBACK)).toBe(FALLBACK);
    expect(failureMessage(new Error('what'), FALLBACK)).toBe(FALLBACK);
  });

  it('keeps the network message, which tells the user what to do', () => {
    const error = new ApiError({
      type: ErrorType.NETWORK_ERROR,
      message: 'Network connection failed. Please check your internet connection.',
    });
    expect(failureMessage(error, FALLBACK)).toBe(error.message);
  });

  it('says how long to wait after a 429, from Retry-After or from the details', () => {
    const fromHeader = apiErrorFromBody(429, { error: { message: 'Too many' } }, '30');
    expect(failureMessage(fromHeader, FALLBACK)).toBe(
      'Too many attempts. Please wait 30 seconds and try again.',
    );
    const fromDetails = apiErrorFromBody(429, {
      error: { message: 'Too many', details: { retry_after: 61 } },
    });
    expect(failureMessage(fromDetails, FALLBACK)).toBe(
      'Too many attempts. Please wait 2 minutes and try again.',
    );
    expect(failureMessage(apiErrorFromBody(429, {}), FALLBACK)).toBe(
      'Too many attempts. Please wait and try again.',
    );
  });

  it('says a 429 that names its limit as the server says it, with the wait its answer gives', () => {
    const busy = apiErrorFromBody(
      429,
      { error: { message: FILE_IMPORT_BUSY_MESSAGE, code: 'RATE_LIMITED' } },
      '60',
    );
    expect(failureMessage(busy, FALLBACK)).toBe(
      'Another location file is being imported right now. Please wait 1 minute and try again.',
    );
    const waits = {
      fileImportBusy: 'Another location file is being imported right now.',
      spreadsheetsBusy: 'Other spreadsheets are being imported right now.',
      tooManySignIns: 'Too many failed sign-ins.',
      tooManyWrongPasswords: 'Too many wrong passwords.',
      tooManyResetRequests: 'Too many password reset requests.',
      assistantBusy: 'You have asked the assistant a lot in a short time.',
    };
    for (const [key, message] of Object.entries(KNOWN_SERVER_LIMITS)) {
      const reason = waits[key as keyof typeof waits];
      const error = (retryAfter?: string, details?: unknown) =>
        apiErrorFromBody(429, { error: { message, code: 'RATE_LIMITED', details } }, retryAfter);
      expect(failureMessage(error('30'), FALLBACK)).toBe(
        `${reason} Please wait 30 seconds and try again.`,
      );
      expect(failureMessage(error('1'), FALLBACK)).toBe(
        `${reason} Please wait 1 second and try again.`,
      );
      expect(failureMessage(error(undefined, { retry_after: 840 }), FALLBACK)).toBe(
        `${reason} Please wait 14 minutes and try again.`,
      );
      // No wait in the answer: the server's words as they came.
      expect(failureMessage(error(), FALLBACK)).toBe(message);
    }
    // The per-address limit of any route names nothing: how long to wait says more.
    const anyRoute = apiErrorFromBody(
      429,
      { error: { message: 'Too many requests. Please wait and try again.' } },
      '30',
    );
    expect(failureMessage(anyRoute, FALLBACK)).toBe(
      'Too many attempts. Please wait 30 seconds and try again.',
    );
  });

  it('reads the field errors of a 422 only', () => {
    const details = [{ path: 'email', message: 'Taken' }, { nonsense: true }];
    expect(fieldErrorsOf(apiErrorFromBody(422, { error: { message: 'x', details } }))).toEqual([
      { path: 'email', message: 'Taken' },
    ]);
    expect(fieldErrorsOf(apiErrorFromBody(409, { error: { message: 'x', details } }))).toEqual([]);
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:45 GMT', now)).toBe(45);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('words the wait', () => {
    expect([1, 59, 60, 61, 600].map(formatWait)).toEqual([
      '1 second',
      '59 seconds',
      '1 minute',
      '2 minutes',
      '10 minutes',
    ]);
  });
});
