import { en } from './en.ts';
import { es } from './es.ts';
import type { Phrasebook } from './phrasebook.ts';

/**
 * The languages the built-in assistant reads, each a phrasebook of the same intents. A new
 * language is one more file beside en.ts (es.ts: `export const es: Phrasebook = { … }`) and
 * one more entry here; the intents and their answers stay as they are.
 */
export const phrasebooks = { en, es } satisfies Record<string, Phrasebook>;

/** A language the built-in assistant reads. */
export type Language = keyof typeof phrasebooks;
