import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which isolatedModules cannot read; 2 is its Argon2id.
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id baseline: 19 MiB, two passes, one lane. */
const options: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Hashes a password with argon2id into a PHC string (salt and parameters included). */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, options);
}

/** Checks a password against a PHC hash; false (never a throw) when the hash is malformed. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
