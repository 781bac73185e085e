import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { AttemptLimiter } from './attempt-limiter.ts';

describe('AttemptLimiter', () => {
  it('allows max attempts per window, then answers 429 with the seconds to wait', () => {
    let now = 1_000_000;
    const limiter = new AttemptLimiter({ max: 3, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 3; i++) {
      expect(() => limiter.assertAllowed('a')).not.toThrow();
      limiter.record('a');
    }
    now += 15_000;
    let thrown: unknown;
    try {
      limiter.assertAllowed('a');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).code).toBe('RATE_LIMITED');
    expect((thrown as AppError).retryAfterSeconds).toBe(45);
    expect(limiter.retryAfterSeconds('b')).toBe(0);
  });

  it('lets the key in again once the window has passed, and on reset', () => {
    let now = 0;
    const limiter = new AttemptLimiter({ max: 1, windowMs: 1000, now: () => now });
    limiter.record('a');
    expect(limiter.retryAfterSeconds('a')).toBe(1);
    now = 1000;
    expect(limiter.retryAfterSeconds('a')).toBe(0);
    limiter.record('a');
    limiter.reset('a');
    expect(limiter.retryAfterSeconds('a')).toBe(0);
  });

  it('forgets the oldest key past its capacity', () => {
    const limiter = new AttemptLimiter({ max: 1, windowMs: 60_000, maxKeys: 2 });
    limiter.record('a');
    limiter.record('b');
    limiter.record('c');
    expect(limiter.retryAfterSeconds('a')).toBe(0);
    expect(limiter.retryAfterSeconds('c')).toBeGreaterThan(0);
  });
});
