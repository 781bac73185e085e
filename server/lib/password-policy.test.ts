import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { assertAcceptablePassword, isCommonPassword } from './password-policy.ts';

function refusal(password: string, path?: string): AppError | undefined {
  try {
    assertAcceptablePassword(password, path);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  return undefined;
}

describe('the password policy', () => {
  it('refuses a password among the 10,000 most common, in any case', () => {
    // All three are on the shipped list (lines 595, 22 and 4528).
    for (const password of ['password123', 'PassWord123', 'qwertyuiop', 'iloveyou1']) {
      expect(isCommonPassword(password), password).toBe(true);
      const error = refusal(password);
      expect(error?.code, password).toBe('VALIDATION_ERROR');
      expect(error?.details).toEqual([{ path: 'password', message: error?.message }]);
    }
  });

  it('names the field it was given', () => {
    expect(refusal('password123', 'new_password')?.details).toEqual([
      { path: 'new_password', message: expect.stringContaining('too common') },
    ]);
  });

  it('refuses fewer than 8 and more than 128 characters', () => {
    expect(refusal('Xk3!vq9')?.details).toEqual([
      { path: 'password', message: 'Use at least 8 characters' },
    ]);
    expect(refusal('a'.repeat(129))?.details).toEqual([
      { path: 'password', message: 'Use at most 128 characters' },
    ]);
  });

  it('accepts an uncommon password with no composition rules', () => {
    expect(refusal('correct horse battery staple')).toBeUndefined();
    expect(refusal('lowercaseonlybutlong')).toBeUndefined();
    expect(refusal('a'.repeat(128))).toBeUndefined();
  });
});
