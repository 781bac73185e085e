import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { signAccessToken, VerifiedTokens, verifyAccessToken } from './tokens.ts';

const SECRET = 'a-secret-that-is-long-enough-for-hs256-signing';
const OTHER = 'another-secret-that-is-long-enough-for-hs256';
const USER = '5d0c1c38-7f7e-4a35-9c55-1b7a4c8f0e21';
const SESSION = 'a3b6f0f2-6c1d-4f0e-8d2b-2e4f5a6b7c8d';

/** A token signed with the right secret, issuer and audience, holding exactly `claims`. */
function signed(claims: Record<string, unknown>, times: { iat?: boolean; exp?: boolean } = {}) {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('barback')
    .setAudience('authenticated');
  if (times.iat ?? true) jwt.setIssuedAt();
  if (times.exp ?? true) jwt.setExpirationTime('1h');
  return jwt.sign(new TextEncoder().encode(SECRET));
}

describe('verifyAccessToken', () => {
  it('answers the account, its email and the sign-in', async () => {
    const token = await signed({ sub: USER, email: 'a@example.com', sid: SESSION });
    expect(await verifyAccessToken(SECRET, token)).toEqual({
      userId: USER,
      email: 'a@example.com',
      sessionId: SESSION,
    });
  });

  it('refuses a token that never ends, or says nothing of when it was issued', async () => {
    const forever = await signed({ sub: USER, email: 'a@example.com' }, { exp: false });
    const undated = await signed({ sub: USER, email: 'a@example.com' }, { iat: false });
    for (const token of [forever, undated]) {
      await expect(verifyAccessToken(SECRET, token)).rejects.toMatchObject({
        code: 'INVALID_TOKEN',
      });
    }
  });

  it('refuses an account or a sign-in that is not a UUID', async () => {
    for (const claims of [
      { sub: 'admin', email: 'a@example.com' },
      { sub: `${USER}x`, email: 'a@example.com' },
      { email: 'a@example.com' },
      { sub: USER, email: 'a@example.com', sid: 'everything' },
      { sub: USER, email: 'a@example.com', sid: 42 },
      { sub: USER },
    ]) {
      await expect(verifyAccessToken(SECRET, await signed(claims))).rejects.toMatchObject({
        code: 'INVALID_TOKEN',
      });
    }
  });
});

describe('VerifiedTokens', () => {
  it('checks a token once, then answers from memory until it expires', async () => {
    const token = await signAccessToken(SECRET, { userId: USER, email: 'a@example.com' }, 60);
    let now = Date.now();
    const check = vi.fn(verifyAccessToken);
    const tokens = new VerifiedTokens(SECRET, () => now, 10, check);
    expect(await tokens.verify(token)).toEqual({ userId: USER, email: 'a@example.com' });
    expect(await tokens.verify(token)).toEqual({ userId: USER, email: 'a@example.com' });
    expect(check).toHaveBeenCalledTimes(1);
    // Past its expiry the memory no longer answers: the token is checked again, at that time.
    now += 61_000;
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('never keeps a token that did not verify, nor an expired one', async () => {
    const forged = await signAccessToken(OTHER, { userId: USER, email: 'a@example.com' });
    const expired = await signAccessToken(SECRET, { userId: USER, email: 'a@example.com' }, -10);
    const tokens = new VerifiedTokens(SECRET, () => Date.now());
    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(tokens.verify(forged)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
      await expect(tokens.verify(expired)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    }
  });
});
