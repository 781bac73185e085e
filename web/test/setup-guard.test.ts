import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY } from '#contract/constants.ts';

// Checks the test harness itself: each test starts with an empty localStorage.
describe('test setup', () => {
  it('lets a test write to localStorage', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, 'left behind');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBe('left behind');
  });

  it('gives the next test a fresh localStorage', () => {
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(localStorage).toHaveLength(0);
  });
});
