import { describe, expect, it } from 'vitest';
import { KnownAccounts } from './known-accounts.ts';

describe('KnownAccounts', () => {
  it('trusts an account for the window only, and forgets one at once', () => {
    let now = 1_000;
    const known = new KnownAccounts(5_000, () => now);
    expect(known.has('a')).toBe(false);
    known.remember('a');
    now += 4_999;
    expect(known.has('a')).toBe(true);
    now += 1;
    expect(known.has('a')).toBe(false);
    known.remember('a');
    known.forget('a');
    expect(known.has('a')).toBe(false);
  });

  it('remembers nothing with a window of 0, and stays bounded', () => {
    const off = new KnownAccounts(0, () => 0);
    off.remember('a');
    expect(off.has('a')).toBe(false);
    const small = new KnownAccounts(5_000, () => 0, 2);
    small.remember('a');
    small.remember('b');
    small.remember('c');
    expect(small.has('a')).toBe(false);
    expect(small.has('c')).toBe(true);
  });
});
