import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { AttemptLimiter } from './attempt-limiter.ts';

async function refusal(promise: Promise<void>): Promise<AppError | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
}

describe('AttemptLimiter', () => {
  it('allows max attempts per window, then answers 429 with the seconds to wait', async () => {
    let now = 1_000_000;
    const limiter = new AttemptLimiter({ max: 3, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 3; i++) {
      expect(await refusal(limiter.assertAllowed('a'))).toBeUndefined();
      await limiter.record('a');
    }
    now += 15_000;
    const thrown = await refusal(limiter.assertAllowed('a'));
    expect(thrown?.code).toBe('RATE_LIMITED');
    expect(thrown?.retryAfterSeconds).toBe(45);
    expect(await limiter.retryAfterSeconds('b')).toBe(0);
  });

  it('lets the key in again once the window has passed, and on reset', async () => {
    let now = 0;
    const limiter = new AttemptLimiter({ max: 1, windowMs: 1000, now: () => now });
    await limiter.record('a');
    expect(await limiter.retryAfterSeconds('a')).toBe(1);
    now = 1000;
    expect(await limiter.retryAfterSeconds('a')).toBe(0);
    await limiter.record('a');
    await limiter.reset('a');
    expect(await limiter.retryAfterSeconds('a')).toBe(0);
  });

  it('takes attempts while some are left, and a refused one counts nothing', async () => {
    let now = 0;
    const limiter = new AttemptLimiter({ max: 2, windowMs: 60_000, now: () => now });
    const answers = await Promise.all([1, 2, 3, 4].map(() => refusal(limiter.take('a'))));
    expect(answers.filter((answer) => answer === undefined)).toHaveLength(2);
    expect(answers.filter((answer) => answer?.retryAfterSeconds === 60)).toHaveLength(2);
    now = 60_000;
    expect(await refusal(limiter.take('a'))).toBeUndefined();
    expect((await limiter.current('a'))?.count).toBe(1);
  });

  it('forgets the oldest key past its capacity', async () => {
    const limiter = new AttemptLimiter({ max: 1, windowMs: 60_000, maxKeys: 2 });
    await limiter.record('a');
    await limiter.record('b');
    await limiter.record('c');
    expect(await limiter.retryAfterSeconds('a')).toBe(0);
    expect(await limiter.retryAfterSeconds('c')).toBeGreaterThan(0);
  });
});
