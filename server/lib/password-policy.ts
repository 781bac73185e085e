import { readFileSync } from 'node:fs';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#contract/auth.ts';
import { AppError } from './app-error.ts';

const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Choose a less common one.';

let commonPasswords: Set<string> | undefined;

/** The 10,000 most common passwords (zxcvbn's list, see data/common-passwords.NOTICE), lower-case. */
function commonPasswordSet(): Set<string> {
  if (!commonPasswords) {
    // Read once, on the first password checked; a missing file fails loudly, never open.
    const text = readFileSync(new URL('./data/common-passwords.txt', import.meta.url), 'utf8');
    commonPasswords = new Set(
      text
        .split('\n')
        .map((line) => line.trim().toLowerCase())
        .filter((line) => line !== ''),
    );
  }
  return commonPasswords;
}

/** Whether a password is among the most common ones, compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  return commonPasswordSet().has(password.toLowerCase());
}

function refuse(path: string, message: string): never {
  throw new AppError('VALIDATION_ERROR', message, [{ path, message }]);
}

/**
 * Refuses, with 422 VALIDATION_ERROR on `path`, a password outside 8–128 characters (the
 * contract schema says so too) or among the most common ones. No composition rules (NIST
 * SP 800-63B): length and a blocklist are what resist guessing.
 */
export function assertAcceptablePassword(password: string, path = 'password'): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    refuse(path, `Use at least ${PASSWORD_MIN_LENGTH} characters`);
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    refuse(path, `Use at most ${PASSWORD_MAX_LENGTH} characters`);
  }
  if (isCommonPassword(password)) refuse(path, COMMON_PASSWORD_MESSAGE);
}
