/**
 * Every language's phrasebook has phrasings for every intent the built-in assistant routes,
 * each phrase one the question can hold once both are normalised.
 */
import { describe, expect, it } from 'vitest';
import { tokens } from '../words.ts';
import { INTENTS } from './intents.ts';
import { phrasebooks } from './languages.ts';
import type { Phrases } from './phrasebook.ts';

/** Every list of phrases in a value, wherever it sits. */
function phraseLists(value: unknown): Phrases[] {
  if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) return [value];
  if (Array.isArray(value)) return value.flatMap(phraseLists);
  if (value && typeof value === 'object') return Object.values(value).flatMap(phraseLists);
  return [];
}

describe.each(Object.entries(phrasebooks))('the %s phrasebook', (_language, book) => {
  it('phrases every intent, and nothing else', () => {
    expect(Object.keys(book.intents).sort()).toEqual(INTENTS.map((intent) => intent.id).sort());
  });

  it('holds only phrases a question can hold', () => {
    const lists = phraseLists(book);
    expect(lists.length).toBeGreaterThan(20);
    for (const list of lists) {
      expect(list.length).toBeGreaterThan(0);
      for (const phrase of list) expect(tokens(phrase).length).toBeGreaterThan(0);
    }
    for (const [id, phrasings] of Object.entries(book.intents)) {
      if (id !== 'named') expect(phraseLists(phrasings).length, id).toBeGreaterThan(0);
    }
    expect(book.askingWords.length).toBeGreaterThan(0);
  });
});

it('routes each intent once', () => {
  const ids = INTENTS.map((intent) => intent.id);
  expect(new Set(ids).size).toBe(ids.length);
});
