import { sameWord, stem, tokens } from './words.ts';

/**
 * Finding what a question names among the venue's own names (items, vendors, recipes, menu
 * items, people) despite case, accents, punctuation, plurals and typos. Names are only ever
 * compared as data: nothing in a name is read as an instruction.
 */

/** Words that say nothing about which thing is meant. */
const NOISE = new Set(
  [
    'the',
    'a',
    'an',
    'of',
    'and',
    'or',
    'for',
    'to',
    'in',
    'on',
    'at',
    'by',
    'with',
    'from',
    'our',
    'my',
    'we',
    'us',
    'is',
    'it',
    'do',
    'de',
    'la',
    'el',
    'di',
    'year',
    'ml',
    'l',
    // The words of asking, never of a name ("what" is not a typo of "Wheat").
    'what',
    'whats',
    'wat',
    'how',
    'who',
    'whos',
    'when',
    'where',
    'which',
    'why',
    'much',
    'many',
    'have',
    'has',
    'had',
    'does',
    'did',
    'you',
    'me',
    'are',
    'was',
    'were',
    'any',
    'anything',
    'some',
    'this',
    'that',
    'there',
    'left',
    'got',
    'get',
    'show',
    'tell',
    'give',
    'list',
    'find',
    'please',
    'can',
    'could',
    'would',
    'should',
    'will',
    'need',
    'today',
    'yesterday',
    'night',
    'week',
    'last',
    'still',
    'about',
  ].map(stem),
);

export interface Candidate<T> {
  value: T;
  name: string;
  /** Other names the thing goes by (a vendor's contact, an item's SKU). */
  aliases?: string[];
}

export interface Match<T> {
  value: T;
  name: string;
  /** 0..1: the share of the name's words the question holds (typos allowed). */
  score: number;
  /** Words of the name found. */
  matched: number;
  /** Question word positions used. */
  positions: number[];
}

function scoreName(nameTokens: string[], question: string[]) {
  const significant = nameTokens.filter((word) => !NOISE.has(word));
  const words = significant.length > 0 ? significant : nameTokens;
  if (words.length === 0) return { score: 0, matched: 0, positions: [] as number[] };
  let matched = 0;
  const positions: number[] = [];
  for (const word of words) {
    const index = question.findIndex(
      (candidate, at) => !positions.includes(at) && sameWord(candidate, word),
    );
    if (index >= 0) {
      matched += 1;
      positions.push(index);
      continue;
    }
    // Two words of the question run together ("copper line" for "Copperline").
    const pair = question.findIndex(
      (candidate, at) =>
        at + 1 < question.length &&
        !positions.includes(at) &&
        word.length > 5 &&
        sameWord(`${candidate}${question[at + 1] ?? ''}`, word),
    );
    if (pair >= 0) {
      matched += 1;
      positions.push(pair, pair + 1);
    }
  }
  // The question may name a thing by its words run together ("tanqueray" in one word is fine;
  // "fevertree" for "Fever-Tree").
  if (matched < words.length) {
    const joined = words.join('');
    const index = question.findIndex(
      (candidate) => candidate.length > 5 && sameWord(candidate, joined),
    );
    if (index >= 0) return { score: 1, matched: words.length, positions: [index] };
  }
  return { score: matched / words.length, matched, positions };
}

/**
 * The candidates a question names, best first. A candidate counts when the question holds
 * enough of its distinctive words: all of a one- or two-word name, or at least one
 * distinctive word of a longer one, such that no other candidate is named better.
 */
export function findMentions<T>(
  question: string | string[],
  candidates: Candidate<T>[],
  { minScore = 0.5, maxShared = 3 }: { minScore?: number; maxShared?: number } = {},
): Match<T>[] {
  // Asking words keep their place (positions) but match nothing.
  const questionTokens = (typeof question === 'string' ? tokens(question) : question).map((word) =>
    NOISE.has(word) ? '' : word,
  );
  if (questionTokens.every((word) => word === '')) return [];
  // How many candidates share each word: "gin" names a dozen gins and picks none of them.
  const frequency = new Map<string, number>();
  for (const candidate of candidates) {
    for (const word of new Set(tokens(candidate.name))) {
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
    }
  }
  const matches: Match<T>[] = [];
  for (const candidate of candidates) {
    let best: Omit<Match<T>, 'value' | 'name'> | undefined;
    for (const name of [candidate.name, ...(candidate.aliases ?? [])]) {
      const result = scoreName(tokens(name), questionTokens);
      if (
        !best ||
        result.score > best.score ||
        (result.score === best.score && result.matched > best.matched)
      ) {
        best = result;
      }
    }
    if (!best || best.matched === 0) continue;
    const nameWords = tokens(candidate.name).filter((word) => !NOISE.has(word)).length;
    // One word of a long name ("rye" of "Rittenhouse Rye") is enough only when it is the only
    // word that could mean it: the caller ranks by matched words, then by score.
    // Unless the whole name is there, one of the words found must be distinctive.
    const nameTokens = tokens(candidate.name).filter((word) => !NOISE.has(word));
    const shared = best.positions.map((at) => {
      const asked = questionTokens[at] ?? '';
      const word = nameTokens.find((each) => sameWord(each, asked)) ?? asked;
      return { word, count: frequency.get(word) ?? 0 };
    });
    const distinctive = shared.some(({ count }) => count <= maxShared);
    // A word only this candidate has ("tanqueray") names it on its own.
    const unique = shared.some(({ word, count }) => count === 1 && word.length >= 4);
    const enough =
      best.score >= minScore ||
      unique ||
      (nameWords >= 3 && best.matched >= 1 && best.score >= 0.33);
    if (!enough) continue;
    if (best.score < 1 && !distinctive) continue;
    matches.push({ value: candidate.value, name: candidate.name, ...best });
  }
  return matches.sort(
    (a, b) =>
      b.matched - a.matched ||
      b.score - a.score ||
      a.name.length - b.name.length ||
      a.name.localeCompare(b.name),
  );
}

/** The one candidate a question names best, or undefined. */
export function bestMention<T>(
  question: string | string[],
  candidates: Candidate<T>[],
  options?: { minScore?: number; maxShared?: number },
): Match<T> | undefined {
  return findMentions(question, candidates, options)[0];
}
