import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { DEFAULT_SIGN_IN_LIMITS, SignInLimits } from './sign-in-limits.ts';

const MESSAGE = 'Too many failed sign-ins. Please wait and try again.';

/** The seconds `assertAllowed` asks to wait; 0 when the attempt may go ahead. */
function waitOf(limits: SignInLimits, account: string, client: string): number {
  try {
    limits.assertAllowed(account, client, MESSAGE);
    return 0;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('RATE_LIMITED');
    expect((error as AppError).message).toBe(MESSAGE);
    return (error as AppError).retryAfterSeconds ?? Number.NaN;
  }
}

describe('SignInLimits', () => {
  it('makes one client wait out its window on one account, and no other client', () => {
    let now = 0;
    const limits = new SignInLimits({ ...DEFAULT_SIGN_IN_LIMITS, now: () => now });
    for (let failure = 1; failure <= 10; failure++) {
      expect(waitOf(limits, 'anna@example.test', 'stranger'), `failure ${failure}`).toBe(0);
      limits.failed('anna@example.test', 'stranger');
      now += 100;
    }
    // The account has its ten failures too: anyone waits the first second after the last one.
    now += 900;
    expect(waitOf(limits, 'anna@example.test', 'stranger')).toBe(15 * 60 - 1);
    expect(waitOf(limits, 'ANNA@example.test', 'anna-phone')).toBe(0);
    expect(waitOf(limits, 'ben@example.test', 'stranger')).toBe(0);
    now = 15 * 60_000;
    expect(waitOf(limits, 'anna@example.test', 'stranger')).toBe(0);
  });

  it('past ten failures on an account from anywhere, waits a few seconds, doubling up to 8', () => {
    let now = 0;
    const limits = new SignInLimits({ ...DEFAULT_SIGN_IN_LIMITS, now: () => now });
    for (let client = 1; client <= 10; client++) limits.failed('anna@example.test', `ip-${client}`);
    const waits: number[] = [];
    for (let client = 11; client <= 16; client++) {
      const wait = waitOf(limits, 'anna@example.test', `ip-${client}`);
      waits.push(wait);
      now += wait * 1000;
      expect(waitOf(limits, 'anna@example.test', `ip-${client}`)).toBe(0);
      limits.failed('anna@example.test', `ip-${client}`);
    }
    expect(waits).toEqual([1, 2, 4, 8, 8, 8]);
    // Asking again while waiting counts nothing: the wait does not grow.
    for (let ask = 0; ask < 50; ask++) waitOf(limits, 'anna@example.test', 'ip-99');
    now += 8_000;
    expect(waitOf(limits, 'anna@example.test', 'anna-phone')).toBe(0);
  });

  it('starts a client afresh after the right password, keeping the account count', () => {
    let now = 0;
    const limits = new SignInLimits({ ...DEFAULT_SIGN_IN_LIMITS, now: () => now });
    for (let failure = 1; failure <= 9; failure++) limits.failed('anna@example.test', 'phone');
    limits.succeeded('anna@example.test', 'phone');
    limits.failed('anna@example.test', 'phone');
    now += 1_000;
    expect(waitOf(limits, 'anna@example.test', 'phone')).toBe(0);
    limits.failed('anna@example.test', 'phone');
    expect(waitOf(limits, 'anna@example.test', 'tablet')).toBe(2);
  });
});
