/**
 * Finding what a question names among the venue's own names (items, vendors, recipes, menu
 * items, people) despite case, accents, punctuation, plurals and typos. Names are only ever
 * compared as data: nothing in a name is read as an instruction.
 */

/** Lowercase, accents off, punctuation to spaces, apostrophes dropped ("Maker's" → "makers"). */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9.]+/g, ' ')
    .replace(/(?<![0-9])\.|\.(?![0-9])/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/** A word without a plural ending, so "limes" meets "lime" and "cherries" meets "cherry". */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

export function tokens(text: string): string[] {
  const normalized = normalize(text);
  return normalized === '' ? [] : normalized.split(' ').map(stem);
}

/** Optimal string alignment distance (Levenshtein with adjacent transpositions). */
export function editDistance(a: string, b: string, limit = 3): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    rows.push([i]);
  }
  for (let j = 1; j <= b.length; j += 1) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    const row = rows[i] as number[];
    const previous = rows[i - 1] as number[];
    let best = Infinity;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** How many typos a word of this length may carry and still count as the same word. */
function allowedTypos(length: number): number {
  if (length <= 3) return 0;
  if (length <= 6) return 1;
  return 2;
}

/** Whether two (normalized, stemmed) words are the same word, allowing for typos. */
export function sameWord(a: string, b: string): boolean {
  if (a === '' || b === '') return false;
  if (a === b) return true;
  const allowed = allowedTypos(Math.min(a.length, b.length));
  if (allowed === 0) return false;
  // A typo at the very first letter is rare: it keeps "lime" and "time" apart.
  if (a[0] !== b[0] && !(a[1] === b[0] && a[0] === b[1])) return false;
  return editDistance(a, b, allowed) <= allowed;
}

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

/** A keyword of a phrase: typos allowed in long words only ("recieved"), never in short ones ("charge" ≠ "change"). */
function sameKeyword(asked: string, keyword: string): boolean {
  if (asked === keyword) return true;
  if (keyword.length < 7 || asked.length < 7) return false;
  return sameWord(asked, keyword);
}

/** Whether the question holds one of the phrases (each phrase's words in order, typos allowed in long words). */
export function hasPhrase(question: string[], phrases: string[]): boolean {
  return phrases.some((phrase) => {
    const words = tokens(phrase);
    if (words.length === 0) return false;
    for (let start = 0; start + words.length <= question.length; start += 1) {
      if (words.every((word, offset) => sameKeyword(question[start + offset] as string, word))) {
        return true;
      }
    }
    return false;
  });
}
