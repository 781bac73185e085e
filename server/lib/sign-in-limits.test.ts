import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { LocalAttemptWindows } from './attempt-limiter.ts';
import { useTestRedis } from './redis-for-tests.ts';
import { sharedLimits } from './shared-limits.ts';
import { DEFAULT_SIGN_IN_LIMITS, SignInLimits } from './sign-in-limits.ts';

const MESSAGE = 'Too many failed sign-ins. Please wait and try again.';

/** The seconds `assertAllowed` asks to wait; 0 when the attempt may go ahead. */
async function waitOf(limits: SignInLimits, account: string, client: string): Promise<number> {
  try {
    await limits.assertAllowed(account, client, MESSAGE);
    return 0;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('RATE_LIMITED');
    expect((error as AppError).message).toBe(MESSAGE);
    return (error as AppError).retryAfterSeconds ?? Number.NaN;
  }
}

const testRedis = useTestRedis();
let nextAccount = 0;

// The same rules whether the counts live in this process or in Redis (decision 037). Each
// test takes accounts of its own: the Redis counts outlive a test's limits.
describe.each([
  { store: 'this process', windows: () => new LocalAttemptWindows() },
  {
    store: 'Redis',
    windows: (name: string) => sharedLimits(testRedis.redis, silent).windows(name),
  },
])('SignInLimits counting in $store', ({ windows }) => {
  const anna = () => `anna-${++nextAccount}@example.test`;
  const limitsAt = (clock: () => number) =>
    new SignInLimits({ ...DEFAULT_SIGN_IN_LIMITS, windows, now: clock });

  it('makes one client wait out its window on one account, and no other client', async () => {
    let now = 0;
    const limits = limitsAt(() => now);
    const account = anna();
    for (let failure = 1; failure <= 10; failure++) {
      expect(await waitOf(limits, account, 'stranger'), `failure ${failure}`).toBe(0);
      await limits.failed(account, 'stranger');
      now += 100;
    }
    // The account has its ten failures too: anyone waits the first second after the last one.
    now += 900;
    expect(await waitOf(limits, account, 'stranger')).toBe(15 * 60 - 1);
    expect(await waitOf(limits, account.toUpperCase(), 'anna-phone')).toBe(0);
    expect(await waitOf(limits, 'ben@example.test', 'stranger')).toBe(0);
    now = 15 * 60_000;
    expect(await waitOf(limits, account, 'stranger')).toBe(0);
  });

  it('past ten failures on an account from anywhere, waits a few seconds, doubling up to 8', async () => {
    let now = 0;
    const limits = limitsAt(() => now);
    const account = anna();
    for (let client = 1; client <= 10; client++) await limits.failed(account, `ip-${client}`);
    const waits: number[] = [];
    for (let client = 11; client <= 16; client++) {
      const wait = await waitOf(limits, account, `ip-${client}`);
      waits.push(wait);
      now += wait * 1000;
      expect(await waitOf(limits, account, `ip-${client}`)).toBe(0);
      await limits.failed(account, `ip-${client}`);
    }
    expect(waits).toEqual([1, 2, 4, 8, 8, 8]);
    // Asking again while waiting counts nothing: the wait does not grow.
    for (let ask = 0; ask < 50; ask++) await waitOf(limits, account, 'ip-99');
    now += 8_000;
    expect(await waitOf(limits, account, 'anna-phone')).toBe(0);
  });

  it('counts from one again in the window after one that ended', async () => {
    let now = 0;
    const limits = limitsAt(() => now);
    const account = anna();
    for (let failure = 1; failure <= 10; failure++) await limits.failed(account, 'stranger');
    now += 15 * 60_000;
    for (let failure = 1; failure <= 9; failure++) await limits.failed(account, 'stranger');
    now += 1_000;
    expect(await waitOf(limits, account, 'stranger')).toBe(0);
    await limits.failed(account, 'stranger');
    expect(await waitOf(limits, account, 'stranger')).toBe(15 * 60 - 1);
  });

  it('starts a client afresh after the right password, keeping the account count', async () => {
    let now = 0;
    const limits = limitsAt(() => now);
    const account = anna();
    for (let failure = 1; failure <= 9; failure++) await limits.failed(account, 'phone');
    await limits.succeeded(account, 'phone');
    await limits.failed(account, 'phone');
    now += 1_000;
    expect(await waitOf(limits, account, 'phone')).toBe(0);
    await limits.failed(account, 'phone');
    expect(await waitOf(limits, account, 'tablet')).toBe(2);
  });
});

const silent = { info() {}, warn() {} };
