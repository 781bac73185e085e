import { describe, expect, it, vi } from 'vitest';
import { signAccessToken, VerifiedTokens, verifyAccessToken } from './tokens.ts';

const SECRET = 'a-secret-that-is-long-enough-for-hs256-signing';
const OTHER = 'another-secret-that-is-long-enough-for-hs256';

describe('VerifiedTokens', () => {
  it('checks a token once, then answers from memory until it expires', async () => {
    const token = await signAccessToken(SECRET, { userId: 'u1', email: 'a@example.com' }, 60);
    let now = Date.now();
    const check = vi.fn(verifyAccessToken);
    const tokens = new VerifiedTokens(SECRET, () => now, 10, check);
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', email: 'a@example.com' });
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', email: 'a@example.com' });
    expect(check).toHaveBeenCalledTimes(1);
    // Past its expiry the memory no longer answers: the token is checked again, at that time.
    now += 61_000;
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('never keeps a token that did not verify, nor an expired one', async () => {
    const forged = await signAccessToken(OTHER, { userId: 'u1', email: 'a@example.com' });
    const expired = await signAccessToken(SECRET, { userId: 'u1', email: 'a@example.com' }, -10);
    const tokens = new VerifiedTokens(SECRET, () => Date.now());
    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(tokens.verify(forged)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
      await expect(tokens.verify(expired)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    }
  });
});
