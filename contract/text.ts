import { z } from 'zod';

export const NUL_MESSAGE = 'Remove the invisible NUL character from this text';

/**
 * Every text a client sends: a string without NUL characters (PostgreSQL cannot store them,
 * and a name or a note with one is a broken paste, not data). Chain rules onto it as onto
 * `z.string()`: `text({ error: 'Enter a name' }).trim().min(1).max(200)`.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !value.includes('\u0000'), NUL_MESSAGE);

/**
 * An optional text of at most `max` characters: trimmed, and blank means none (null), so a
 * cleared field clears the value.
 */
export const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

/** A point in time as the API writes it: ISO 8601 with its offset (UTC, `Z`). */
export const timestamp = z.iso.datetime({ offset: true });
