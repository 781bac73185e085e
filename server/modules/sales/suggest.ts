import { posKeyOf } from './pos-key.ts';

// The menu item whose name is closest to a POS name, for the person mapping it.
//
// How alike two names are: the Sørensen–Dice coefficient of their character pairs (bigrams)
// after the same tidying as a POS key, with spaces and punctuation dropped: 2 × shared pairs ÷
// all pairs, from 0 (nothing shared) to 1. It forgives a word order, a missing letter, a size
// added ("Negroni dbl" → "Negroni": 0.8), and costs nothing to compute for a menu of a few
// hundred items. The best score wins, ties by name; below MIN_SCORE nothing is suggested.

/** Below this, two names are not worth suggesting as one. */
export const MIN_SCORE = 0.4;

function pairsOf(key: string): Map<string, number> {
  const letters = key.replace(/[^\p{L}\p{N}]+/gu, '');
  const pairs = new Map<string, number>();
  for (let at = 0; at < letters.length - 1; at += 1) {
    const pair = letters.slice(at, at + 2);
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
  }
  return pairs;
}

/** The Dice coefficient of two names' character pairs (1 for the same letters). */
export function likeness(a: string, b: string): number {
  const left = pairsOf(posKeyOf(a));
  const right = pairsOf(posKeyOf(b));
  let total = 0;
  for (const count of left.values()) total += count;
  for (const count of right.values()) total += count;
  if (total === 0) {
    return posKeyOf(a).replace(/[^\p{L}\p{N}]+/gu, '') ===
      posKeyOf(b).replace(/[^\p{L}\p{N}]+/gu, '')
      ? 1
      : 0;
  }
  let shared = 0;
  for (const [pair, count] of left) shared += Math.min(count, right.get(pair) ?? 0);
  return (2 * shared) / total;
}

/** A function of a POS name answering its closest menu item, or null. */
export function suggestMenuItem(items: { id: string; name: string }[]) {
  const sorted = [...items].sort((a, b) => a.name.localeCompare(b.name));
  return (posName: string) => {
    let best: { item: { id: string; name: string }; score: number } | null = null;
    for (const item of sorted) {
      const score = likeness(posName, item.name);
      if (score >= MIN_SCORE && (!best || score > best.score)) best = { item, score };
    }
    if (!best) return null;
    const { item, score } = best;
    return { menu_item_id: item.id, name: item.name, score: Math.round(score * 100) / 100 };
  };
}
